import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '@shared/auth/current-user';
import { hasSignedInHint } from '@shared/auth/signed-in-hint';
import { currentMemberSetting } from '@/device/currentMemberSetting';
import { isDrawingFrame } from '@/device/drawingFrame';
import { readSetting, writeSetting } from '@/device/settingStorage';

const listeners = new Set<() => void>();
/** What localStorage holds, read once (the snapshot must stay the same object between reads). */
let snapshot: { member: CurrentUser | null } | null = null;

function read(): CurrentUser | null {
  snapshot ??= { member: readSetting(currentMemberSetting) };
  return snapshot.member;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== currentMemberSetting.key && event.key !== null) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Keeps the member the server just named (null: nobody is signed in, and the copy is wiped). Never from the frame a
 * show's tab is drawn in: its answer may be older than a sign-in or sign-out made meanwhile in the page.
 */
export function rememberMember(member: CurrentUser | null) {
  if (isDrawingFrame() || JSON.stringify(read()) === JSON.stringify(member)) return;
  writeSetting(currentMemberSetting, member);
  snapshot = { member };
  for (const listener of listeners) listener();
}

/** The member this device last knew signed in; null in the build's prerender and while its HTML is hydrated. */
export const useRememberedMember = (): CurrentUser | null => useSyncExternalStore(subscribe, read, () => null);

/**
 * Whether asking the server who is signed in can find anyone: the session's hint cookie is there, or the device knows a
 * member (whose session may predate the hint). Otherwise the answer is known to be nobody.
 */
export const mayBeSignedIn = () => hasSignedInHint(document.cookie) || read() !== null;
