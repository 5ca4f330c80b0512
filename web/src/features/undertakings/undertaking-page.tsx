// The undertaking pages (spec 001 "Undertaking pages"): /times-internet-undertaking, /generic-undertaking
// and /undertaking. Each shows a seed document (its blanks, warranties and next steps are data, never text
// in a component), from the replica so it opens offline, with Print (an A4 page of the document alone),
// Download (the text as a file) and the spec's way back. ADR 216.
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { Notice } from '../../components/ui/notice';
import { useAudienceTexts } from '../../lib/audience-texts';
import { downloadText } from '../../lib/download-text';
import { documentRead } from '../../lib/replica/dataset-reads';

export interface UndertakingSpec {
  title: string;
  /** The seed document shown. */
  documentKey: string;
  back: { to: string; label: string };
}

export function UndertakingPage({ spec }: { spec: UndertakingSpec }) {
  const result = useDataset(documentRead(spec.documentKey), [spec.documentKey]);
  const { missingUndertaking } = useAudienceTexts();
  const back = (
    <Link to={spec.back.to} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      {spec.back.label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={spec.title} description="Read it, download or print it, fill in the blanks and have it signed." />
      <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={2} />}>
        {({ document }) =>
          document ? (
            <>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Print
                </Button>
                <Button variant="outline" onClick={() => downloadText(`${spec.title}.txt`, document.markdown)}>
                  <Download aria-hidden="true" />
                  Download
                </Button>
                {back}
              </div>
              <Card className="print-area p-5 sm:p-8">
                <article aria-label={document.title}>
                  <Markdown source={document.markdown} headingLevel={2} className="text-base" />
                </article>
              </Card>
              <div>{back}</div>
            </>
          ) : (
            <Notice title="This undertaking is not in the library" action={back}>
              {missingUndertaking}
            </Notice>
          )
        }
      </DatasetGate>
    </div>
  );
}

/** The three routes (spec 001): which document each shows and where its buttons lead back to. */
export const UNDERTAKINGS = {
  publisher: { title: 'Gaming Advertiser Undertaking', documentKey: 'times-internet-rmg-undertaking', back: { to: '/emergency-checker', label: 'Back to the Fixed Simple Checker' } },
  generic: { title: 'Sample Advertiser Undertaking', documentKey: 'generic-undertaking', back: { to: '/', label: 'Back to the Policy Checker' } },
  simpleChecker: { title: 'Advertiser Undertaking', documentKey: 'times-internet-rmg-undertaking', back: { to: '/simple-checker', label: 'Back to the Simple Checker' } },
} satisfies Record<string, UndertakingSpec>;

export const PublisherUndertakingPage = () => <UndertakingPage spec={UNDERTAKINGS.publisher} />;
export const GenericUndertakingPage = () => <UndertakingPage spec={UNDERTAKINGS.generic} />;
export const SimpleCheckerUndertakingPage = () => <UndertakingPage spec={UNDERTAKINGS.simpleChecker} />;
