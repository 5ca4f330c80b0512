// The small status line in the header: Online/Offline, when the replica last synced, changes waiting
// in the outbox, and "Sync now". Also offers "Reload" when a new version of the app is waiting.
import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { formatRelativeTime } from '../../lib/format-date';
import { META_KEYS, readMeta } from '../../lib/replica/replica-db';
import { replicaSyncer } from '../../lib/replica/replica-sync';
import { countPendingChanges } from '../../lib/replica/saved-searches';
import { useReplicaQuery } from '../../lib/replica/use-replica-query';
import { useMediaQuery } from '../../lib/use-media-query';
import { useOnline } from '../../lib/use-online';
import { useAppUpdate } from './app-update-store';

/** Re-renders every 30 s so "5 minutes ago" stays true. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** What an empty replica answers: read so on a first visit, without opening the database (ADR 328). */
const NEVER_SYNCED = { data: { lastSyncedAt: null, pending: 0 } };

/** Why Sync now is disabled offline: its tooltip and its accessible description. */
const SYNC_OFFLINE_REASON = 'Sync needs a connection';

export function SyncStatusLine({ className }: { className?: string }) {
  const syncer = replicaSyncer();
  const { syncing, lastError } = useSyncExternalStore(syncer.subscribe, syncer.getState, syncer.getState);
  // The browser's word, live: the syncer only follows the online/offline events once a data screen started it.
  const online = useOnline();
  const offlineReasonId = useId();
  const meta = useReplicaQuery(
    async (db) => ({ lastSyncedAt: (await readMeta<string>(db, META_KEYS.lastSyncedAt)) ?? null, pending: await countPendingChanges(db) }),
    [],
    NEVER_SYNCED,
  );
  const { updateAvailable, applyUpdate } = useAppUpdate();
  const now = useNow();
  const lastSyncedAt = meta.status === 'ready' ? meta.data.lastSyncedAt : null;
  const pending = meta.status === 'ready' ? meta.data.pending : 0;
  const wide = useMediaQuery('(min-width: 640px)');
  // Before a first sync there is no time to give: "never" read as a fault on screens that do not sync (issue 28).
  const synced = lastSyncedAt ? formatRelativeTime(lastSyncedAt, now, wide ? 'long' : 'narrow') : null;
  const problem = online && lastError && !syncing ? `The last sync failed: ${lastError}` : undefined;

  return (
    <div className={cn('flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground sm:gap-2', className)}>
      <p role="status" aria-label="Sync status" className="flex min-w-0 items-center gap-1.5" title={problem}>
        <span
          aria-hidden="true"
          className={cn('size-2 shrink-0 rounded-full', online ? (problem ? 'bg-amber-500' : 'bg-green-600') : 'bg-slate-400')}
        />
        {/* Phones: two short lines; wider screens: one line. */}
        <span className="flex min-w-0 flex-col leading-tight sm:flex-row sm:items-center sm:gap-1.5">
          <span className="font-medium text-foreground">{online ? 'Online' : 'Offline'}</span>
          <span className={cn('whitespace-nowrap text-[11px] sm:text-xs', pending > 0 && 'hidden sm:inline')}>
            {syncing ? (
              <>
                <span className="hidden sm:inline">· </span>syncing…
              </>
            ) : synced ? (
              <>
                {/* A phone shows the time alone: a visible "synced" cut the product name at 360-375 px (ADR 333). */}
                <span className="sm:hidden">
                  <span className="sr-only">Last synced </span>
                  {synced}
                </span>
                <span className="hidden sm:inline">· Last synced {synced}</span>
              </>
            ) : meta.status === 'ready' ? (
              <>
                <span className="sm:hidden">not synced yet</span>
                <span className="hidden sm:inline">· Library not downloaded yet</span>
              </>
            ) : null /* still reading the replica: no claim either way */}
          </span>
          {pending > 0 ? (
            <span className="w-fit shrink-0 rounded-full bg-limited-soft px-1.5 text-[11px] font-medium whitespace-nowrap text-limited sm:text-xs">
              {pending} pending
            </span>
          ) : null}
        </span>
      </p>
      {updateAvailable ? (
        <Button size="sm" variant="outline" className="h-8" onClick={() => void applyUpdate()}>
          Reload to update
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        className="h-8 px-2"
        onClick={() => void syncer.syncNow()}
        // Offline, as in Settings (ADR 210): disabled, and the reason is its description and its tooltip.
        disabled={syncing || !online}
        aria-label="Sync now"
        aria-describedby={online ? undefined : offlineReasonId}
        title={online ? 'Sync now' : SYNC_OFFLINE_REASON}
      >
        <RefreshCw aria-hidden="true" className={cn(syncing && 'animate-spin')} />
        <span className="hidden lg:inline">Sync now</span>
      </Button>
      {online ? null : (
        <span id={offlineReasonId} hidden>
          {SYNC_OFFLINE_REASON}
        </span>
      )}
    </div>
  );
}
