// Mounted once in the app's providers, after the page has loaded (see lazy.tsx): registers the service
// worker, asks once for persistent storage, and turns background outcomes into toasts (a queued change the
// server refused; a new version waiting). Renders nothing. The replica sync itself is started by the
// screens that read data (ensureReplicaSync), so screens without data never open the replica.
import { useEffect } from 'react';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { requestPersistentStorageOnce } from '../../lib/replica/persist-storage';
import { replicaSyncer } from '../../lib/replica/replica-sync';
import { getAppUpdate } from './app-update-store';
import { registerServiceWorker } from './register-service-worker';

export function OfflineServices() {
  useEffect(() => {
    const syncer = replicaSyncer();
    const stopRejections = syncer.onRejected(({ entry, error }) => {
      if (entry.kind === 'event.policy-check') return; // usage counting: never the rep's concern
      const title =
        entry.kind === 'saved-search.delete' ? 'Error deleting search'
        : entry.kind === 'saved-search.create' ? 'Failed to save search'
        : entry.kind === 'policy.follow' ? 'Could not follow this policy'
        : entry.kind === 'analysis.device' ? 'An analysis made on this device could not be added to the history'
        : 'Could not unfollow this policy';
      toast({ variant: 'destructive', title, description: error.message || 'An unknown error occurred' });
    });
    void requestPersistentStorageOnce();
    return stopRejections;
  }, []);

  useEffect(() => {
    if (import.meta.env.DEV) return; // no service worker in development
    registerServiceWorker(() => {
      toast({
        title: 'Update available',
        description: (
          <span className="flex flex-wrap items-center gap-2">
            A new version of the app is ready.
            <Button size="sm" variant="outline" onClick={() => void getAppUpdate().applyUpdate()}>
              Reload
            </Button>
          </span>
        ),
        // Stays until the user acts; the status line keeps the Reload button too.
        duration: Infinity,
      });
    });
  }, []);
  return null;
}
