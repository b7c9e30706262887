import { formatCents } from '../format/number';
import { eventTexts } from './texts';

interface Priced {
  isFree: boolean;
  /** Cents, or null. */
  price: number | null;
}

/**
 * What an event costs, as the badge and the calendar file show it: "Free Event" or "$12.50". Null for a
 * paid event whose price is still open (docs/product/validation.md allows it), so nothing made up is shown.
 */
export function eventPriceText(event: Priced): string | null {
  if (event.isFree) return eventTexts.freeEvent;
  return event.price === null ? null : formatCents(event.price);
}
