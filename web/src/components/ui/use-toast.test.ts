import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_LIMIT } from './use-toast';

afterEach(() => vi.useRealTimers());

describe('the toast queue', () => {
  it('holds at most one toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    const store = createToastStore();
    store.toast({ title: 'Search saved' });
    store.toast({ title: 'Error deleting search', variant: 'destructive' });
    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Error deleting search', variant: 'destructive', open: true });
  });

  it('gives a toast the default variant and a 5000 ms duration unless told otherwise', () => {
    const store = createToastStore();
    store.toast({ title: 'Copied!' });
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'default', duration: 5000 });
    expect(TOAST_DURATION_MS).toBe(5000);
    store.toast({ title: 'Slow', duration: 10_000 });
    expect(store.getSnapshot()[0].duration).toBe(10_000);
  });

  it('when a toast is dismissed, then it closes at once and is removed after its exit animation', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const handle = store.toast({ title: 'Search deleted' });
    handle.dismiss();
    expect(store.getSnapshot()[0]).toMatchObject({ id: handle.id, open: false });
    vi.runAllTimers();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: 'One' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
