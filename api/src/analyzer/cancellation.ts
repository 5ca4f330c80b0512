// An analysis whose browser has gone (the user pressed Cancel, closed the tab, lost the network) is stopped
// where it stands: no model call is left running for it and no audit record is kept of a result nobody
// received (ADR 337). The route aborts a signal when the response closes unfinished; the pipeline checks it
// between its stages and before it keeps anything.
import type { Response } from 'express';

export class AnalysisCancelled extends Error {
  constructor() {
    super('The analysis was cancelled.');
  }
}

/** Throws AnalysisCancelled once `signal` has been aborted. */
export function stopIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AnalysisCancelled();
}

/** A signal aborted when the client goes before the response has been sent. */
export function cancelledWhenClientLeaves(res: Response): AbortSignal {
  const cancel = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) cancel.abort();
  });
  return cancel.signal;
}
