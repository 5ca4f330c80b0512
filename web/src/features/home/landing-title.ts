/** The landing's h1 on / (the shell pre-renders it too: web/src/app/static-shell.tsx). */
export const LANDING_TITLE = 'Ad policy compliance for regulated categories';
