import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader hears for the action when the toast is announced. */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string) {
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

export function updateToast(id: string, input: ToastInput) {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, ...input } : item)));
}

/** Shows a toast; at most TOAST_LIMIT are kept, so a new one replaces the old (docs/product/states.md). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => updateToast(id, next),
  };
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
