// Scroll positions across the app's own navigations, as React Router's <ScrollRestoration> keeps them: a new
// page (PUSH, REPLACE) starts at the top, or at the element its #hash names; going back or forward (POP)
// returns to where that page was left, reloads included. Kept in sessionStorage, per history entry.
//
// Why not <ScrollRestoration>: it reads window.scrollY in its pagehide handler, and when styles are dirty at
// that moment the read forces a style and layout pass on the page being left, which the next page waits for:
// about 20 ms of every reload at 4× CPU (npm run bench). Here the position is the one the last scroll event
// saw, so leaving the page reads no layout.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { anchorOnScreen, holdAt, returnToAnchor, type ScrollAnchor } from '../lib/scroll-anchor';

export const SCROLL_POSITIONS_KEY = 'adpolicy-scroll-positions';
export const SCROLL_ANCHORS_KEY = 'adpolicy-scroll-anchors';

/** Position by history entry key; read from sessionStorage once, written back when the page is left. */
let positions: Record<string, number> | null = null;
/** Where the page is scrolled, as the last scroll event saw it. */
let lastScrollY = 0;
/** The card at the top of the screen (lib/scroll-anchor.ts), as read once scrolling paused or before a tap. */
let lastAnchor: ScrollAnchor | null = null;
let anchorTimer: ReturnType<typeof setTimeout> | undefined;
/** Anchor by history entry key, kept beside the positions. */
let anchors: Record<string, ScrollAnchor | null> | null = null;

/** A map by history entry key kept in sessionStorage; {} when there is none or it cannot be read. */
function storedMap<T>(key: string): Record<string, T> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, T>) : {};
  } catch {
    return {};
  }
}

const savedPositions = (): Record<string, number> => (positions ??= storedMap<number>(SCROLL_POSITIONS_KEY));
const savedAnchors = (): Record<string, ScrollAnchor | null> => (anchors ??= storedMap<ScrollAnchor | null>(SCROLL_ANCHORS_KEY));

const readAnchor = () => {
  clearTimeout(anchorTimer);
  lastAnchor = anchorOnScreen();
};

const rememberScroll = () => {
  lastScrollY = window.scrollY;
  // Read when scrolling pauses, when the layout is settled: not on every scroll event.
  clearTimeout(anchorTimer);
  anchorTimer = setTimeout(readAnchor, 100);
};

function keep(key: string): void {
  savedPositions()[key] = lastScrollY;
  savedAnchors()[key] = lastAnchor;
}

function persistPositions(key: string): void {
  keep(key);
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(savedPositions()));
    sessionStorage.setItem(SCROLL_ANCHORS_KEY, JSON.stringify(savedAnchors()));
  } catch {
    // Storage full or denied: positions then last as long as the page.
  }
  // The browser restores the scroll of a reload or of a page kept in the back-forward cache.
  window.history.scrollRestoration = 'auto';
}

/** Scrolls there; if the page cannot go that far, the scroll event that follows corrects the position kept. */
function scrollToY(y: number): void {
  window.scrollTo(0, y);
  lastScrollY = y;
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // not a decodable id
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', rememberScroll, { passive: true });
    // A tap may open another page before scrolling paused: the card at the top is read as the tap begins.
    window.addEventListener('pointerdown', readAnchor, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', rememberScroll);
      window.removeEventListener('pointerdown', readAnchor, true);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const leave = () => persistPositions(location.key);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = savedPositions()[location.key];
    const anchor = navigationType === 'POP' ? savedAnchors()[location.key] : null;
    const target = elementOfHash(location.hash);
    clearTimeout(anchorTimer);
    lastAnchor = null;
    let stopReturn = () => {};
    if (navigationType === 'POP' && typeof saved === 'number') {
      scrollToY(saved);
      if (anchor) stopReturn = returnToAnchor(anchor);
    } else if (target) {
      target.scrollIntoView(); // its scroll event tells where that is
      // Held there while the cards above it are laid out near the screen (their estimates differ).
      const place = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      stopReturn = holdAt(() => elementOfHash(location.hash), place);
    } else scrollToY(0);
    // Runs as the next page commits, before the browser could scroll for it: the last scroll seen is this page's.
    return () => {
      stopReturn();
      keep(location.key);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
