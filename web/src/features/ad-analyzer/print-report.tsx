// The printed report of the result on screen (Print report): every section at once, not only the open tab,
// on A4. It is rendered straight under <body> and shown only in print; the print stylesheet then hides
// everything else with display:none, so the report starts on the first page with no blank pages after it
// (styles.css, `.print-report`).
import { createPortal } from 'react-dom';
import { AnalysisFacts, EngineNote } from './analysis-facts';
import { modeOption } from './analyzer-choices';
import { ResultSection } from '../../components/analyzer/result-parts';
import type { ShownAnalysis } from './run-analysis';
import { ComplianceScore, EnhancedRecommendations, StatusBanner, SummaryText } from './standard-result-view';
import { ViolationList } from '../../components/analyzer/violation-list';
import { VerdictHeader, WORLD_CLASS_TABS } from './world-class-result-view';
import { ActionPlanWithLegalContext, AgeTargeting, Certifications, CriticalIssues, Disclaimers, PolicyRequirements, PublisherPolicy } from './world-class-sections';

const WORLD_CLASS_SECTIONS = {
  critical: CriticalIssues,
  requirements: PolicyRequirements,
  age: AgeTargeting,
  certifications: Certifications,
  disclaimers: Disclaimers,
  action: ActionPlanWithLegalContext,
  publisher: PublisherPolicy,
} as const;

export function PrintReport({ shown }: { shown: ShownAnalysis }) {
  if (typeof document === 'undefined') return null;
  return createPortal(<ReportBody shown={shown} />, document.body);
}

function ReportBody({ shown }: { shown: ShownAnalysis }) {
  const { data } = shown;
  const { result } = data;
  return (
    <article aria-label="Printed report" className="print-report hidden flex-col gap-5 bg-white text-sm text-slate-900 print:flex">
      <header className="flex flex-col gap-3 border-b pb-3">
        <h1 className="text-2xl font-bold">Ad compliance report · {modeOption(data.mode).title}</h1>
        <AnalysisFacts result={result} imageAlt="The analysed ad" />
        <EngineNote note={result.analysis.engineNote} />
      </header>
      {data.mode === 'world-class' ? (
        <>
          <VerdictHeader result={data.result} />
          {WORLD_CLASS_TABS.filter((t) => t.key !== 'publisher' || data.result.publisherSpecific).map((tab) => {
            const Section = WORLD_CLASS_SECTIONS[tab.key];
            return (
              <ResultSection key={tab.key} title={tab.label} level={2} className="break-inside-avoid-page">
                <Section result={data.result} level={3} />
              </ResultSection>
            );
          })}
        </>
      ) : (
        <>
          <StatusBanner result={data.result} />
          <SummaryText summary={data.result.summary} />
          <ComplianceScore result={data.result} />
          <ResultSection title={`Issues (${data.result.violations.length})`} level={2}>
            <ViolationList violations={data.result.violations} />
          </ResultSection>
          {data.mode === 'enhanced' ? <EnhancedRecommendations result={data.result} level={2} /> : null}
        </>
      )}
      <ResultSection title={`Text read from the image (${Math.round(result.analysis.ocrConfidence)}% confidence)`} level={2}>
        <pre className="font-sans whitespace-pre-wrap break-words">{result.analysis.extractedText.trim() || 'No text was found in the image.'}</pre>
      </ResultSection>
      <p className="text-xs text-slate-600">Checked against the policy library and rules of this app; not legal advice.</p>
    </article>
  );
}
