// 'Recent analyses' (DESIGN §6: every analysis is an audit record that can be listed, printed and
// exported): the latest analyses from the server, each opening its stored result in the same views, and
// 'Download CSV' of the whole history. It needs the server: offline it says so.
import { Download, History } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatLocalDateTime } from '../../lib/format-date';
import { CSV_EXPORT_URL, isAnalysisMode, useAnalysisHistory, type AnalysisSummary } from './analysis-history';
import { verdictBadge } from '../../components/analyzer/analysis-status';
import { categoryLabel, jurisdictionName, modeOption, platformLabel } from './analyzer-choices';
import { StateBadge } from '../../components/analyzer/result-parts';

export function AnalysisHistoryList({ online, openingId, onOpen }: { online: boolean; openingId: number | null; onOpen(id: number): void }) {
  const history = useAnalysisHistory(online);
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
      <CardContent>
        {!online && !history.data ? (
          <p className="text-sm text-muted-foreground">The history is kept on the server: connect to see it.</p>
        ) : history.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">The history could not be loaded just now.</p>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No analyses yet. Each analysis you run is kept here and in the CSV.</p>
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
          {formatLocalDateTime(row.createdAt)} · {row.engine === 'rules+model' && row.model ? `OCR + rules + ${row.model}` : 'OCR + rules'}
          {row.imageRemoved ? ' · Image removed' : ''}
          {opening ? ' · opening…' : ''}
        </span>
      </span>
      <StateBadge state={verdictBadge(row.verdict)} className="self-start sm:self-center" />
    </button>
  );
}
