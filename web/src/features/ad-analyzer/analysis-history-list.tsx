// 'Recent analyses' (DESIGN §6: every analysis is an audit record that can be listed, printed and
// exported): the latest analyses from the server, each opening its stored result in the same views, and
// 'Download CSV' of the whole history. Analyses checked on this device and not yet sent are listed first, from
// the outbox, offline too (ADR 320); the server's list needs the server: offline it says so.
import { useQueryClient } from '@tanstack/react-query';
import { Download, History, Smartphone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatLocalDateTime } from '../../lib/format-date';
import { unsentDeviceAnalyses, type DeviceAnalysisEntry } from '../../lib/replica/device-analyses';
import { ensureReplicaSync } from '../../lib/replica/replica-sync';
import { useReplicaQuery } from '../../lib/replica/use-replica-query';
import { analysisKeys, CSV_EXPORT_URL, isAnalysisMode, useAnalysisHistory, type AnalysisSummary } from './analysis-history';
import { engineLabel, verdictBadge } from '../../components/analyzer/analysis-status';
import { categoryLabel, jurisdictionName, modeOption, platformLabel } from './analyzer-choices';
import { DEVICE_MARK } from '../../components/analyzer/offline-analyzer';
import { StateBadge } from '../../components/analyzer/result-parts';


export function AnalysisHistoryList({
  online,
  openingId,
  onOpen,
  onOpenUnsent,
}: {
  online: boolean;
  openingId: number | null;
  onOpen(id: number): void;
  onOpenUnsent(entry: DeviceAnalysisEntry): void;
}) {
  const history = useAnalysisHistory(online);
  const unsent = useReplicaQuery(unsentDeviceAnalyses, []);
  const unsentRows = unsent.status === 'ready' ? unsent.data : [];
  const queryClient = useQueryClient();
  // Analyses waiting to be sent: the replica's syncer sends them now if it can, and when the device is back
  // online. Each one it sends is then the server's: the server's list is read again.
  const waiting = useRef(0);
  useEffect(() => {
    if (unsentRows.length > 0) ensureReplicaSync();
    if (unsentRows.length < waiting.current) void queryClient.invalidateQueries({ queryKey: [...analysisKeys.all, 'list'] });
    waiting.current = unsentRows.length;
  }, [unsentRows.length, queryClient]);
  return (
    <Card role="region" aria-label="Recent analyses" className="print:hidden">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5" />
          Recent analyses
        </CardTitle>
        <a href={CSV_EXPORT_URL} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {unsentRows.length > 0 ? (
          <ul aria-label="Checked on this device, not sent yet" className="flex flex-col divide-y rounded-md border">
            {unsentRows.map((entry) => (
              <li key={entry.clientId}>
                <UnsentRow entry={entry} onOpen={() => onOpenUnsent(entry)} />
              </li>
            ))}
          </ul>
        ) : null}
        {!online && !history.data ? (
          <p className="text-sm text-muted-foreground">{unsentRows.length > 0 ? 'The rest of the history is kept on the server: connect to see it.' : 'The history is kept on the server: connect to see it.'}</p>
        ) : history.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">The history could not be loaded just now.</p>
        ) : history.data.length === 0 ? (
          unsentRows.length > 0 ? null : (
          <p className="text-sm text-muted-foreground">No analyses yet. Each analysis you run is kept here and in the CSV.</p>
          )
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {history.data.map((row) => (
              <li key={row.id}>
                <HistoryRow row={row} opening={openingId === row.id} onOpen={() => onOpen(row.id)} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryRow({ row, opening, onOpen }: { row: AnalysisSummary; opening: boolean; onOpen(): void }) {
  const category = row.category ? categoryLabel(row.category) : row.detectedCategory === 'none' ? 'No category recognised' : `${categoryLabel(row.detectedCategory)} (detected)`;
  const mode = isAnalysisMode(row.mode) ? modeOption(row.mode).title : 'Detection';
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={opening}
      aria-busy={opening}
      className="flex w-full flex-col gap-1 px-3 py-2.5 text-left text-sm hover:bg-muted/60 disabled:opacity-60 sm:flex-row sm:items-center sm:gap-3"
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">
          #{row.id} · {mode} · {platformLabel(row.platform)} · {category} · {jurisdictionName(row.jurisdiction)}
        </span>
        <span className="text-xs text-muted-foreground">
          {formatLocalDateTime(row.createdAt)} · {engineLabel(row)}
          {row.checkedOnDevice ? ` · ${DEVICE_MARK}` : ''}
          {row.imageRemoved ? ' · Image removed' : ''}
          {opening ? ' · opening…' : ''}
        </span>
      </span>
      <StateBadge state={verdictBadge(row.verdict)} className="self-start sm:self-center" />
    </button>
  );
}

/** An analysis made here that the audit trail does not hold yet: opened from the outbox entry. */
function UnsentRow({ entry, onOpen }: { entry: DeviceAnalysisEntry; onOpen(): void }) {
  const { payload } = entry;
  const { analysis } = payload.result;
  const category = payload.category ? categoryLabel(payload.category) : analysis.detection.category === 'none' ? 'No category recognised' : `${categoryLabel(analysis.detection.category)} (detected)`;
  return (
    <button type="button" onClick={onOpen} className="flex w-full flex-col gap-1 px-3 py-2.5 text-left text-sm hover:bg-muted/60 sm:flex-row sm:items-center sm:gap-3">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">
          {modeOption(payload.mode).title} · {platformLabel(payload.platform)} · {category} · {jurisdictionName(payload.jurisdiction)}
        </span>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <Smartphone aria-hidden="true" className="size-3.5" />
          {formatLocalDateTime(analysis.analysedAt)} · {DEVICE_MARK} · waiting to be sent
        </span>
      </span>
      <StateBadge state={verdictBadge(payload.result.verdict)} className="self-start sm:self-center" />
    </button>
  );
}
