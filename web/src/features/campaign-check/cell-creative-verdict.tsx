// A grid cell's line for the checked creative (issue 32 item 5): the analyzer's verdict badge, the risk
// score, the main reason (mainReason), the country whose rules judged it when the cell is a state, and a link
// that opens the cell's stored analysis in the analyzer (/ad-analyzer?analysis=<id>, as the landing's
// analyzer links it) — or, for a verdict made offline on this device, that it was checked here, and a link that
// opens its device analysis (?deviceAnalysis=<client id>).
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { verdictBadge } from '../../components/analyzer/analysis-status';
import { DEVICE_MARK } from '../../components/analyzer/offline-analyzer';
import { StateBadge } from '../../components/analyzer/result-parts';
import { ROUTE_PATHS } from '../../lib/route-paths';
import { cellKey, mainReason, type CreativeCheck } from './creative-check';

export const analysisLink = (analysisId: number): string => `${ROUTE_PATHS.adAnalyzer}?analysis=${analysisId}`;
/** A device analysis, by its client id: the analyzer opens it from the outbox, or from the audit trail once sent. */
export const deviceAnalysisLink = (clientId: string): string => `${ROUTE_PATHS.adAnalyzer}?deviceAnalysis=${encodeURIComponent(clientId)}`;

export function CellCreativeVerdict({
  check,
  cell,
  where,
  marketName,
  print,
}: {
  check: CreativeCheck;
  cell: { platform: string; market: string };
  /** "Google Ads in India": what the link opens, for a screen reader. */
  where: string;
  marketName: (code: string) => string;
  print: boolean;
}) {
  const verdict = check.cells.get(cellKey(cell));
  const unchecked = !verdict && check.unchecked.some((c) => cellKey(c) === cellKey(cell));
  if (!verdict && !unchecked) return null;
  return (
    <div data-testid="creative-verdict" className="flex w-full flex-wrap items-center gap-x-2 gap-y-1 border-t pt-1.5 text-xs text-slate-700">
      <span className="font-semibold text-foreground">Creative</span>
      {verdict ? (
        <>
          <StateBadge state={verdictBadge(verdict.result.verdict)} />
          <span>Risk score {Math.round(verdict.result.riskScore)}/100</span>
          <Reason text={mainReason(verdict.result)} print={print} />
          {verdict.judgedIn ? <span className="basis-full">Judged by the {marketName(verdict.judgedIn)} rules</span> : null}
          {print ? null : <Provenance analysisId={verdict.result.analysisId} deviceAnalysis={verdict.deviceAnalysis} where={where} />}
        </>
      ) : (
        // Why is said once, above the upload (the plan is over the targets one check holds).
        <span>Not checked</span>
      )}
    </div>
  );
}

/**
 * The server's verdict opens its record. One made on this device says where it was made, and opens its device
 * analysis when it was queued (not in a private window, where nothing can be).
 */
function Provenance({ analysisId, deviceAnalysis, where }: { analysisId: number | null; deviceAnalysis?: string; where: string }) {
  const link = analysisId !== null ? analysisLink(analysisId) : deviceAnalysis ? deviceAnalysisLink(deviceAnalysis) : null;
  return (
    <>
      {analysisId === null ? (
        <span data-testid="creative-on-device" className="flex basis-full items-center gap-1 text-muted-foreground">
          <Smartphone aria-hidden="true" className="size-3.5" />
          {DEVICE_MARK}
        </span>
      ) : null}
      {link ? (
        <Link to={link} className="basis-full text-sm font-medium text-primary underline-offset-4 hover:underline">
          Open analysis <span className="sr-only">of the creative for {where}</span>
        </Link>
      ) : null}
    </>
  );
}

/**
 * One line in the grid, as a phone has room for; a tap opens the rest (a title shows only to a mouse). Print
 * gives it whole.
 */
function Reason({ text, print }: { text: string | null; print: boolean }) {
  if (!text) return null;
  if (print) return <p className="basis-full">{text}</p>;
  return (
    <details data-testid="creative-reason" className="group min-w-0 basis-full">
      <summary title={text} className="cursor-pointer list-none truncate group-open:whitespace-normal [&::-webkit-details-marker]:hidden">
        {text}
      </summary>
    </details>
  );
}
