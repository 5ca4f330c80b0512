// The client cookie's name, shared by the server that issues it (api/src/identity) and the privacy page that
// names it (ADR 232).
export const CLIENT_COOKIE = 'adpolicy_client';
