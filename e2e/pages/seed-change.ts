// A change to the server's dataset during a test (e2e/support/change-seed.ts in a child process): one
// policy's description edited, then the seed files loaded again to undo it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = ['tsx', 'e2e/support/change-seed.ts'];

/** Edits a policy's description (a new dataset revision); returns that revision. */
export async function editPolicyDescription(policyKey: string, appended: string): Promise<number> {
  const { stdout } = await run('npx', [...SCRIPT, 'edit', policyKey, appended]);
  return (JSON.parse(stdout) as { revision: number }).revision;
}

/** Loads the seed files as they are (undoing an edit, at a newer revision). */
export async function restoreSeed(): Promise<void> {
  await run('npx', [...SCRIPT, 'restore']);
}
