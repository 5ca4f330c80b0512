// The app proper: React, the router and the screens, in a chunk of its own. The boot path
// (boot/start-app.ts) loads it once the pre-rendered shell, and on /search the first answer, have painted.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { cn } from '../lib/cn';
import { App } from './app';
import { createAppRouter } from './router';

/** Runs `work` in a task of its own, after whatever the browser has queued. */
const inNextTask = (work: () => void) => setTimeout(work, 0);

export function mountApp(container: HTMLElement): void {
  // Each of these is one piece of work React's render cannot cut into slices, so each has a task of its own
  // instead of adding to one of the first render's slices (issue 27): tailwind-merge's class tables, built on
  // the first cn() call, and the router (its routes ranked, the location read), about 60 ms each at 4× CPU.
  inNextTask(() => {
    cn('p-0', 'p-1');
    inNextTask(() => {
      const router = createAppRouter();
      // React replaces the shell in #root with the same layout on its first commit. As a transition, that
      // first render yields to the browser in small slices instead of blocking the main thread.
      inNextTask(() =>
        startTransition(() => {
          createRoot(container).render(
            <StrictMode>
              <App router={router} />
            </StrictMode>,
          );
        }),
      );
    });
  });
}
