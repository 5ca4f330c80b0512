// The builder's results (spec 001 "Publisher policy builder"): tabs Advertising Policy, Undertaking and
// Requirements, each with Copy, Download and Print, and 'Generate New Policies' back to the form. A result
// written on this device (offline) says so, with when its library was synced.
import { RotateCcw, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { PublisherPolicyRequest } from '../../../../core/publisher-policy';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { Tabs } from '../../components/ui/tabs';
import { formatRelativeTime } from '../../lib/format-date';
import { marketName } from './builder-choices';
import { builderDocuments, type BuilderDocumentKey } from './builder-documents';
import { DocumentActions } from './document-actions';
import type { GeneratedPolicies, GenerationOrigin } from './generation-result';

/** A document's text at reading size, its title and section headings a step up. */
const DOCUMENT_TEXT = 'text-base [&_h3]:text-xl [&_h4]:pt-2 [&_h4]:text-lg [&_h5]:text-base';

export function BuilderResults({ request, generated, onNew }: { request: PublisherPolicyRequest; generated: GeneratedPolicies; onNew(): void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useState<BuilderDocumentKey>('policy');
  useEffect(() => headingRef.current?.focus(), []);
  const documents = builderDocuments(request, generated.result);
  const shown = documents.find((d) => d.key === tab)!;
  const subcategory = request.subcategory ? ` (${request.subcategory})` : '';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between print:hidden">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            Policies for {request.publisherName}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {request.category}
            {subcategory} · {marketName(request.jurisdiction)} · mirrored from {generated.result.baseTemplate === 'times-internet' ? 'the internal publisher' : 'Google'}
          </p>
        </div>
        <Button variant="outline" onClick={onNew}>
          <RotateCcw aria-hidden="true" />
          Generate New Policies
        </Button>
      </div>
      {generated.origin.kind === 'device' ? <OnDeviceNote origin={generated.origin} /> : null}
      <Tabs<BuilderDocumentKey> label="Generated documents" items={documents.map((d) => ({ key: d.key, label: <span className="whitespace-normal">{d.label}</span> }))} selected={tab} onSelect={setTab}>
        <div className="flex flex-col gap-3">
          <DocumentActions document={shown} />
          <Card className="print-area p-5 sm:p-8">
            <article aria-label={shown.label}>
              {shown.key === 'policy' ? <Markdown source={generated.result.customizedPolicy} headingLevel={3} className={DOCUMENT_TEXT} /> : null}
              {shown.key === 'undertaking' ? <Markdown source={generated.result.publisherUndertaking} headingLevel={3} className={DOCUMENT_TEXT} /> : null}
              {shown.key === 'requirements' ? <RequirementList publisher={request.publisherName} items={generated.result.publisherRequirements} /> : null}
            </article>
          </Card>
        </div>
      </Tabs>
    </section>
  );
}

function RequirementList({ publisher, items }: { publisher: string; items: readonly string[] }) {
  return (
    <div className="flex flex-col gap-3 text-base leading-relaxed text-slate-800">
      <h3 className="text-xl font-semibold text-foreground">Requirements for advertisers with {publisher}</h3>
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function OnDeviceNote({ origin }: { origin: Extract<GenerationOrigin, { kind: 'device' }> }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-amber-300 bg-limited-soft p-3 text-sm print:hidden">
      <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Generated on this device from the library synced {origin.syncedAt ? formatRelativeTime(origin.syncedAt) : 'to it earlier'}: the server could not be
        reached, so the documents follow the policy library as this device last downloaded it.
      </span>
    </p>
  );
}
