import { readSetting, removedShowsSetting, writeSetting } from '@/device/localSettings';

/** How many removals are remembered: enough for a season of shows, small enough to read on every fresh bundle. */
const REMEMBERED = 50;

/** Whether the member removed this show from the device (and has not saved it again since). */
export const wasRemovedByMember = (eventId: string) => (readSetting(removedShowsSetting) ?? []).includes(eventId);

/**
 * Notes that the member removed the show, or (removed: false) that they saved it again: a show opened on its day is
 * saved without asking unless the member removed it, which would otherwise bring it back at its next refresh.
 */
export function noteRemovedByMember(eventId: string, removed: boolean): void {
  const noted = readSetting(removedShowsSetting) ?? [];
  const others = noted.filter((id) => id !== eventId);
  if (!removed && others.length === noted.length) return;
  writeSetting(removedShowsSetting, removed ? [...others, eventId].slice(-REMEMBERED) : others);
}
