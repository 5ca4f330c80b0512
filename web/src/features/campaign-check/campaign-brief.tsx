// The plan as a brief a client can keep (issue 32 item 4): "Print brief" prints the plan alone on A4 with
// the library revision and the day it was answered (rendered under <body>, shown only in print: styles.css
// `.print-report` hides the app), "Copy brief" puts the same as plain text on the clipboard, and "Share"
// hands the link to the device's share sheet or, without one, copies it. A toast says what happened.
// The printed brief is drawn only once the page is to be printed (the button, the browser's Print, print
// media): drawn with the screen it would double the work of the answer's first paint (the bench's 3×10 plan).
import { ClipboardCopy, Printer, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { briefDate, campaignBriefText, planTitle, type CampaignAnswer } from '../../../../core/campaign-check';
import type { Law, Policy } from '../../../../core/contract';
import type { Product } from '../../../../core/products';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { CampaignAnswerView } from './campaign-answer';
import { creativeNote, type CreativeCheck } from './creative-check';

export interface BriefFacts {
  answer: CampaignAnswer<Policy, Law>;
  categoryName: string;
  product: Product | null;
  revision: number;
  marketName: (code: string) => string;
  /** A creative checked for this plan: its verdicts go into the brief, cell by cell. */
  creative: CreativeCheck | null;
}

/** "Policy library revision 42 · as of 26 Nov 2026": the day on this device, when the plan was answered. */
const asOfLine = (facts: BriefFacts) => `Policy library revision ${facts.revision} · as of ${briefDate(new Date())}`;

function briefText(facts: BriefFacts): string {
  const heading = { categoryName: facts.categoryName, product: facts.product, revision: facts.revision, answeredOn: briefDate(new Date()), link: location.href, creative: facts.creative?.fileName };
  return campaignBriefText(facts.answer, heading, facts.marketName, creativeNote(facts.creative, facts.marketName));
}

async function copy(text: string, done: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: done, description: `The ${what} is on your clipboard.` });
  } catch {
    toast({ variant: 'destructive', title: `Could not copy the ${what}`, description: 'This browser did not allow it; select the text and copy it instead.' });
  }
}

async function share(facts: BriefFacts): Promise<void> {
  const title = `Campaign brief: ${planTitle(facts)}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url: location.href });
      toast({ title: 'Link shared' });
    } catch (error) {
      // Closed by the rep: nothing happened, nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(location.href, 'Link copied', 'link to this plan');
    }
    return;
  }
  await copy(location.href, 'Link copied', 'link to this plan');
}

/** Whether the page is, or has been, about to print: from then on the printed brief stays drawn. */
export function usePrinting(): [boolean, () => void] {
  const [printing, setPrinting] = useState(() => typeof matchMedia === 'function' && matchMedia('print').matches);
  useEffect(() => {
    if (printing) return;
    // The browser prints right after beforeprint: the brief must be in the page by then, so drawn at once.
    const before = () => flushSync(() => setPrinting(true));
    const media = typeof matchMedia === 'function' ? matchMedia('print') : null;
    const change = (e: MediaQueryListEvent) => e.matches && setPrinting(true);
    window.addEventListener('beforeprint', before);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      media?.removeEventListener('change', change);
    };
  }, [printing]);
  return [printing, () => flushSync(() => setPrinting(true))];
}

export function BriefActions({ facts, onPrint }: { facts: BriefFacts; onPrint(): void }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{asOfLine(facts)}</p>
      <div role="group" aria-label="Brief" className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            onPrint();
            window.print();
          }}
        >
          <Printer aria-hidden="true" />
          Print brief
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copy(briefText(facts), 'Brief copied', 'brief')}>
          <ClipboardCopy aria-hidden="true" />
          Copy brief
        </Button>
        <Button variant="outline" size="sm" onClick={() => void share(facts)}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
    </div>
  );
}

/** The printed brief: the plan alone, with what it was answered from and when. */
export function PrintedBrief({ facts }: { facts: BriefFacts }) {
  if (typeof document === 'undefined') return null;
  const { answer, marketName, creative } = facts;
  return createPortal(
    <article aria-label="Printed brief" className="print-report hidden flex-col gap-5 bg-white text-sm text-slate-900 print:flex">
      <header className="flex flex-col gap-1 border-b pb-3">
        <h1 className="text-2xl font-bold">Campaign brief: {planTitle(facts)}</h1>
        <p>Platforms: {answer.platforms.map((p) => p.name).join(', ')}</p>
        <p>Markets: {answer.markets.map(marketName).join(', ')}</p>
        {creative ? <p>Creative checked: {creative.fileName} (OCR + rules; each cell gives its verdict).</p> : null}
        <p className="font-medium">{asOfLine(facts)}. Not legal advice.</p>
        <p className="break-all text-xs">{location.href}</p>
      </header>
      <CampaignAnswerView answer={answer} marketName={marketName} creative={creative} print />
    </article>,
    document.body,
  );
}
