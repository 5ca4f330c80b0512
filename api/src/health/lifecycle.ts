// Where the server is in its life, for the readiness answer: starting (not listening for long), serving, or
// draining after SIGTERM (requests in flight finish, new ones belong elsewhere).
export type Phase = 'starting' | 'serving' | 'draining';

export interface Lifecycle {
  phase: Phase;
}

export const lifecycle = (phase: Phase = 'serving'): Lifecycle => ({ phase });
