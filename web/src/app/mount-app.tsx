// The app proper: React, the router and the screens, in a chunk of its own. The boot path
// (boot/start-app.ts) loads it once the pre-rendered shell, and on /search the first answer, have painted.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { cn } from '../lib/cn';
import { App } from './app';

/** Runs `work` in a task of its own, after whatever the browser has queued. */
const inNextTask = (work: () => void) => setTimeout(work, 0);

export function mountApp(container: HTMLElement): void {
  // tailwind-merge builds its class tables on the first cn() call (about 20 ms here, four times that on a
  // phone). Done in a task of its own, that cost is not added to one of React's first render slices.
  inNextTask(() => {
    cn('p-0', 'p-1');
    // React replaces the shell in #root with the same layout on its first commit. As a transition, that first
    // render yields to the browser in small slices instead of blocking the main thread.
    inNextTask(() =>
      startTransition(() => {
        createRoot(container).render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      }),
    );
  });
}
