// The app proper: React, the router and the screens. main.tsx loads it once the pre-rendered shell has
// painted.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

export function bootApp(container: HTMLElement): void {
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
