import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, toast } from './toastStore';

/** The toasts on screen plus the functions to show and dismiss them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
