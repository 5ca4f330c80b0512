/** The landing's h1 on / (the shell pre-renders it too: web/src/app/static-shell.tsx). */
export const LANDING_TITLE = 'Ad policy compliance for regulated categories';

/** The landing's title on /policy-checker and its route's screen title (the sidebar's link, components/layout/nav-items.ts, names it the same). */
export const POLICY_CHECKER_TITLE = 'Policy Checker';
