// The analyzer's result (spec 001 "AI analyzer"): the view of the mode that ran — standard, enhanced or
// world-class — under what every result says about itself (AnalysisFacts), with 'Print report' (the whole
// report, on A4: PrintReport) and 'Start New Analysis', and the text read from the image at the foot. A result
// of the offline analyzer is marked 'Checked on this device' (ADR 320).
import { Printer, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { AnalysisFacts, EngineNote, ExtractedText } from './analysis-facts';
import { modeOption } from './analyzer-choices';
import { DeviceMark } from './device/device-mark';
import { PrintReport } from './print-report';
import type { ShownAnalysis } from './run-analysis';
import { StandardResultView } from './standard-result-view';
import { WorldClassResultView } from './world-class-result-view';

export function AnalysisResultCard({ shown, onNew }: { shown: ShownAnalysis; onNew(): void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, platform, jurisdiction } = shown;
  const { result } = data;
  useEffect(() => headingRef.current?.focus(), [result]);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {modeOption(data.mode).title} Analysis Result
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print report
            </Button>
            <Button variant="outline" onClick={onNew}>
              <RotateCcw aria-hidden="true" />
              Start New Analysis
            </Button>
          </div>
        </div>
        <AnalysisFacts result={result} imageAlt="The analysed ad" />
        <EngineNote note={result.analysis.engineNote} />
        <DeviceMark device={shown.device} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data.mode === 'world-class' ? (
          <WorldClassResultView result={data.result} platform={platform} jurisdiction={jurisdiction} />
        ) : (
          <StandardResultView result={data.result} platform={platform} jurisdiction={jurisdiction} />
        )}
        <ExtractedText analysis={result.analysis} />
      </CardContent>
      <PrintReport shown={shown} />
    </Card>
  );
}
