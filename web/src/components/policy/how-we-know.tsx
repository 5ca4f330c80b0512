// The evidence behind a record, kept apart from what a rep reads out (DESIGN §4, ADR 227): the research note,
// the day the source was read and the sources, behind a "How we know" disclosure that starts closed. The
// confidence mark stays beside the status (ConfidenceMark), so a weak answer never hides its weakness here.
import { formatCalendarDate } from '../../lib/format-date';

export interface Evidence {
  note: string | null;
  /** The day the source was read; null when it was not, undefined when the record does not say. */
  verifiedAt?: string | null;
  /** The record's source first, then any others; duplicates and empty values are dropped. */
  sources: readonly (string | null | undefined)[];
}

function sourceName(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function HowWeKnow({ note, verifiedAt, sources }: Evidence) {
  const links = [...new Set(sources.filter((url): url is string => !!url && url !== '#'))];
  return (
    <details className="rounded-md border border-slate-200 text-sm">
      <summary className="cursor-pointer rounded-md px-3 py-2 font-medium text-slate-700 select-none">How we know</summary>
      <div className="flex flex-col gap-2 border-t px-3 py-2 text-slate-700">
        {note ? <p className="leading-relaxed">{note}</p> : null}
        {verifiedAt === undefined ? null : (
          <p className="text-xs text-slate-600">
            {verifiedAt ? (
              <>
                Source last checked <time dateTime={verifiedAt}>{formatCalendarDate(verifiedAt)}</time>.
              </>
            ) : (
              'The source was not read for this record.'
            )}
          </p>
        )}
        {links.length ? (
          <ul aria-label="Sources" className="flex flex-col gap-1 text-xs">
            {links.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline underline-offset-2">
                  {sourceName(url)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
