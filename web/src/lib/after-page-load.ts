/**
 * Resolves once the page has loaded and the browser has a quiet moment: the time for work that must not
 * compete with the first screen (service worker registration, the header's status line). Never resolves
 * outside a browser (the build pre-renders the shell in Node).
 */
export function afterPageLoad(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return new Promise(() => undefined);
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
