// A screen loaded on first visit (React.lazy), rendered at once when its chunk is already here: no
// fallback frame and no second render on a reload straight onto the screen (see lib/screen-loader.ts).
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { ScreenLoader } from '../../lib/screen-loader';

export function lazyScreen(loader: ScreenLoader<ComponentType>, fallback: ReactNode): ComponentType {
  const Lazy = lazy(() => loader.load().then((screen) => ({ default: screen })));
  return function Screen() {
    // Decided once per mount: switching between the two forms later would remount the screen.
    const [Loaded] = useState(() => loader.loaded());
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  };
}
