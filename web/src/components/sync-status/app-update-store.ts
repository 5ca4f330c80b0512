// Whether a new version of the app is waiting (the service worker found one), and how to apply it.
// A tiny store so the toast and the status line share one answer; the registration lives in
// register-service-worker.ts, the only module that imports the PWA plugin's virtual module.
import { useSyncExternalStore } from 'react';

export interface AppUpdateState {
  updateAvailable: boolean;
  /** Activates the waiting worker and reloads — only ever called from the user's own click. */
  applyUpdate: () => Promise<void>;
}

let state: AppUpdateState = { updateAvailable: false, applyUpdate: async () => window.location.reload() };
const listeners = new Set<() => void>();

export const getAppUpdate = (): AppUpdateState => state;

export function setAppUpdate(next: AppUpdateState): void {
  state = next;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
