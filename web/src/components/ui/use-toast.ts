// The toast queue: a tiny store outside React so any screen (or a mutation callback) can call toast().
// At most TOAST_LIMIT toasts exist at once; a new one replaces the oldest (spec 000 §9: one at a time).
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays mounted so its exit animation can play. */
const TOAST_REMOVE_DELAY_MS = 200;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
}

export interface ToastStore {
  toast(options: ToastOptions): ToastHandle;
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

export function createToastStore(limit = TOAST_LIMIT): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        set(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const dismiss = (id?: string) => {
    const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
    if (closing.length === 0) return;
    set(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
    for (const t of closing) scheduleRemoval(t.id);
  };

  return {
    toast(options) {
      nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(nextId);
      const item: ToastItem = { variant: 'default', duration: TOAST_DURATION_MS, ...options, id, open: true };
      set([item, ...toasts].slice(0, limit));
      return { id, dismiss: () => dismiss(id) };
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

const appToasts = createToastStore();

/** Shows a toast from anywhere: `toast({ title: 'Search deleted', description: '…' })`. */
export const toast = appToasts.toast;
export const dismissToast = appToasts.dismiss;

export function useToast(store: ToastStore = appToasts) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
