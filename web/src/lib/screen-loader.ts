// A screen's chunk, fetched once, whoever asks first: main.tsx on a reload straight onto the screen
// (alongside the app), or the router when the user navigates there. Once it has arrived, `loaded()` hands
// the screen over synchronously, so the router renders it in its first pass (lazy-screen.tsx) instead of
// painting a fallback and rendering again. No React here: main.tsx imports it before React is loaded.
export interface ScreenLoader<T> {
  load(): Promise<T>;
  /** The screen, if its chunk has arrived; null before. */
  loaded(): T | null;
}

export function screenLoader<T>(importScreen: () => Promise<T>): ScreenLoader<T> {
  let pending: Promise<T> | null = null;
  let screen: T | null = null;
  return {
    load: () =>
      (pending ??= importScreen().then(
        (value) => (screen = value),
        (error: unknown) => {
          pending = null; // a failed fetch may be retried on the next visit
          throw error;
        },
      )),
    loaded: () => screen,
  };
}
