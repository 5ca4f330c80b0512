// Test helper: jsdom has no matchMedia, which useMediaQuery reads as a desktop. A test of a phone layout
// calls atPhoneWidth() first; the stub is removed with the test's other globals (vi.unstubAllGlobals).
import { vi } from 'vitest';

export function atPhoneWidth(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
