/** The landing's h1 on / (the shell pre-renders it too: web/src/app/static-shell.tsx). */
export const LANDING_TITLE = 'Ad policy compliance for regulated categories';

/** The landing's name in the sidebar and its title on /policy-checker. */
export const POLICY_CHECKER_TITLE = 'Policy Checker';
