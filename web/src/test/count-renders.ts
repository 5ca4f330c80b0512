// For a test that counts how often a component is drawn: in a vi.mock factory, the module's component is
// replaced by one that reports each render, then renders as the real one (called, not mounted, so the tree
// and its hooks stay the same).
import type { ReactNode } from 'react';

export function countRenders<C extends (props: never) => ReactNode>(Component: C, onRender: () => void): C {
  return ((props: Parameters<C>[0]) => {
    onRender();
    return Component(props);
  }) as C;
}
