// The app proper: React, the router and the screens, in a chunk of its own. The boot path
// (boot/start-app.ts) loads it once the pre-rendered shell, and on /search the first answer, have painted.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

export function mountApp(container: HTMLElement): void {
  // React replaces the shell in #root with the same layout on its first commit. As a transition, that first
  // render yields to the browser in small slices instead of blocking the main thread.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
