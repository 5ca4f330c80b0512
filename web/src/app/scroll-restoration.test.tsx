// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration, SCROLL_POSITIONS_KEY } from './scroll-restoration';

// jsdom does not scroll: window.scrollY is driven here, and every read of it is counted.
let scrollY = 0;
const scrollYReads = vi.fn(() => scrollY);
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

function userScrollsTo(y: number): void {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

const routes: RouteObject[] = [
  {
    element: <ScrollRestoration />,
    children: ['/', '/search', '/policy/1', '/policy/2'].map((path) => ({ path, element: null })),
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  scrollY = 0;
  scrollYReads.mockClear();
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollYReads });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ScrollRestoration', () => {
  it('when a new page opens, then it starts at the top; going back returns to where the last page was left', async () => {
    const router = renderAt('/search');
    userScrollsTo(640);
    await act(() => router.navigate('/policy/1'));
    expect(scrollY).toBe(0);
    userScrollsTo(120);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/search');
    expect(scrollY).toBe(640);
    await act(() => router.navigate(1));
    expect(scrollY).toBe(120);
  });

  it('when a search is replaced by another, then the page goes to the top, as it did with React Router’s', async () => {
    const router = renderAt('/search?q=crypto');
    userScrollsTo(300);
    await act(() => router.navigate('/search?q=alcohol', { replace: true }));
    expect(scrollY).toBe(0);
  });

  it('when an address names an element by #hash, then that element is scrolled into view instead of the top', async () => {
    const target = document.createElement('h2');
    target.id = 'law-eu mica';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    const router = renderAt('/');
    userScrollsTo(200);
    await act(() => router.navigate('/policy/2#law-eu%20mica'));
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollY).toBe(200);
    target.remove();
  });

  it('when the page is left (a reload), then positions are kept in sessionStorage without reading the layout', async () => {
    const router = renderAt('/search');
    userScrollsTo(480);
    const key = router.state.location.key;
    scrollYReads.mockClear();
    window.dispatchEvent(new Event('pagehide'));
    // Reading scrollY here would force a style and layout pass on the page being left.
    expect(scrollYReads).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY)!)).toMatchObject({ [key]: 480 });
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
