// Whether this device holds the offline analyzer, shared by the Settings card (which downloads and removes
// it) and the analyzer screens (which use it offline). Read from Cache Storage once, then kept current by
// the actions here.
import { useEffect, useSyncExternalStore } from 'react';
import { downloadOfflineAnalyzer, readyOfflineAnalyzer, removeOfflineAnalyzer } from './offline-files';

export type OfflineAnalyzerState =
  | { status: 'checking' }
  | { status: 'absent'; problem: string | null }
  | { status: 'downloading'; received: number; total: number }
  | { status: 'ready'; totalBytes: number }
  | { status: 'removing'; totalBytes: number };

let state: OfflineAnalyzerState = { status: 'checking' };
let checked: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: OfflineAnalyzerState) {
  state = next;
  for (const listener of listeners) listener();
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads the device's copy (once, unless `again`). */
export function checkOfflineAnalyzer(again = false): Promise<void> {
  if (checked && !again) return checked;
  checked = readyOfflineAnalyzer().then(
    (manifest) => set(manifest ? { status: 'ready', totalBytes: manifest.totalBytes } : { status: 'absent', problem: null }),
    (error: unknown) => set({ status: 'absent', problem: `This device's copy could not be read (${message(error)}).` }),
  );
  return checked;
}

export async function startOfflineAnalyzerDownload(): Promise<void> {
  if (state.status === 'downloading') return;
  set({ status: 'downloading', received: 0, total: 0 });
  try {
    const manifest = await downloadOfflineAnalyzer(({ received, total }) => set({ status: 'downloading', received, total }));
    set({ status: 'ready', totalBytes: manifest.totalBytes });
  } catch (error) {
    set({ status: 'absent', problem: `The download did not finish (${message(error)}). Nothing was kept; try again when the connection is steady.` });
  }
}

export async function removeOfflineAnalyzerCopy(): Promise<void> {
  if (state.status !== 'ready') return;
  set({ status: 'removing', totalBytes: state.totalBytes });
  try {
    await removeOfflineAnalyzer();
    set({ status: 'absent', problem: null });
  } catch (error) {
    set({ status: 'absent', problem: `It could not be removed (${message(error)}).` });
    void checkOfflineAnalyzer(true);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => state;

export function useOfflineAnalyzer(): OfflineAnalyzerState {
  useEffect(() => void checkOfflineAnalyzer(), []);
  return useSyncExternalStore(subscribe, current, current);
}
