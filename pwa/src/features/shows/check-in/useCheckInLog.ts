import { useSyncExternalStore } from 'react';
import { loggedCheckIns, subscribeCheckInLog, type LoggedCheckIn } from './checkInLog';

/** This device's check-ins of a show, newest first. */
export function useCheckInLog(eventId: string): LoggedCheckIn[] {
  const all = useSyncExternalStore(subscribeCheckInLog, loggedCheckIns, loggedCheckIns);
  return all.filter((item) => item.eventId === eventId).reverse();
}
