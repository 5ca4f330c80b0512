import type { MouseEvent } from 'react';


function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return; // the browser follows #main-content itself
  event.preventDefault();
  // A screen may name where its content starts (the search box on the search screen).
  const target = main.querySelector<HTMLElement>('[data-skip-target]') ?? main;
  target.focus();
  target.scrollIntoView({ block: 'nearest' });
}

/**
 * Lets keyboard users jump past the header and navigation to the screen's content: to the element the
 * screen marks with data-skip-target (the search box on the search screen), else to <main>. Visible, and
 * a comfortable target, once focused (not-sr-only drops padding, so it is set again here).
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      onClick={skipToContent}
      className="sr-only z-[60] rounded-md bg-primary font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center focus:px-5 focus:py-3"
    >
      Skip to content
    </a>
  );
}
