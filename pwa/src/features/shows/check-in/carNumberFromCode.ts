import { CAR_NUMBER_MAX } from '@shared/shows/schemas';

const isCarNumber = (value: number) => Number.isInteger(value) && value >= 1 && value <= CAR_NUMBER_MAX;

/**
 * The car number a dash card's QR code holds: its address is `…/events/{eventId}/cars/{n}` (any host: the card may have
 * been printed from another address of the app). A code of another show, or not a car's, gives null.
 */
export function carNumberFromCode(code: string, eventId: string): number | null {
  let pathname: string;
  try {
    pathname = new URL(code.trim(), 'https://pontiac.invalid').pathname;
  } catch {
    return null;
  }
  const match = /^\/events\/([^/]+)\/cars\/(\d+)\/?$/.exec(pathname);
  if (!match || decodeURIComponent(match[1] ?? '') !== eventId) return null;
  const number = Number(match[2]);
  return isCarNumber(number) ? number : null;
}
