// The analyzer's parameter card (spec 001 "AI analyzer"): Analysis Mode (World-Class by default), Platform,
// Category ('Detect automatically' lets the server detect it) and Jurisdiction, and the submit button named
// by mode. The button stays disabled until an image, a platform and a jurisdiction are chosen, and offline;
// the line under it says why (spec §5's message, or that analysis needs a connection, with a link to Settings
// when the device has no offline analyzer). Online, once the
// offline analyzer is ready, "Check on this device" lets the rep have it read and checked here (ADR 320).
// Back from a cancelled or failed run, the submit button takes the focus the vanished Cancel button had.
import { ScanSearch } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { AnalysisMode } from '../../../../core/analyzer/results';
import { OfflineAnalyzerHint } from '../../components/analyzer/offline-analyzer';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { cn } from '../../lib/cn';
import { ANALYZER_CATEGORIES, ANALYZER_JURISDICTIONS, ANALYZER_PLATFORMS, MODE_OPTIONS, modeOption, OFFLINE_MESSAGE, submitBlocker, type AnalyzerForm } from './analyzer-choices';

/** The focused element was removed (the button that started or stopped a run): focus may be given to another. */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/** The device-or-server choice, offered online when the offline analyzer is ready. */
export interface DeviceChoice {
  checked: boolean;
  onChange(checked: boolean): void;
}

export function AnalysisForm({
  form,
  onChange,
  onSubmit,
  online,
  offerDownload = false,
  deviceChoice,
  takeFocus = false,
}: {
  form: AnalyzerForm;
  onChange(form: AnalyzerForm): void;
  onSubmit(): void;
  online: boolean;
  /** Offline with no offline analyzer on the device: the offline line links to Settings to download it. */
  offerDownload?: boolean;
  deviceChoice?: DeviceChoice;
  /** Back from a run: the submit button is focused, unless focus is already somewhere. */
  takeFocus?: boolean;
}) {
  const ids = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus && focusLost()) submitRef.current?.focus();
  }, [takeFocus]);
  const blocker = submitBlocker(form, online);
  const set = (field: 'platform' | 'category' | 'jurisdiction') => (value: string) => onChange({ ...form, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocker) onSubmit();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Analysis Parameters</CardTitle>
      </CardHeader>
      <CardContent>
        <form aria-label="Analysis parameters" className="flex flex-col gap-5" onSubmit={submit}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">Analysis Mode</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {MODE_OPTIONS.map((option) => (
                <ModeChoice key={option.mode} name={`${ids}-mode`} mode={option.mode} checked={form.mode === option.mode} onChoose={(mode) => onChange({ ...form, mode })} />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <LabelledSelect id={`${ids}-platform`} label="Platform" value={form.platform} onChange={set('platform')} placeholder="Select platform" options={ANALYZER_PLATFORMS.map((p) => [p.identifier, p.label])} />
            <LabelledSelect id={`${ids}-category`} label="Category" value={form.category} onChange={set('category')} placeholder="Detect automatically" placeholderSelectable options={ANALYZER_CATEGORIES.map((c) => [c.slug, c.label])} />
            <LabelledSelect id={`${ids}-jurisdiction`} label="Jurisdiction" value={form.jurisdiction} onChange={set('jurisdiction')} placeholder="Select jurisdiction" options={ANALYZER_JURISDICTIONS.map((j) => [j.code, `${j.name} (${j.code})`])} />
          </div>
          {deviceChoice ? (
            <div className="flex flex-col gap-0.5">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={deviceChoice.checked}
                  onChange={(event) => deviceChoice.onChange(event.target.checked)}
                  aria-describedby={`${ids}-device-note`}
                  className="size-4 accent-primary"
                />
                Check on this device
              </label>
              <p id={`${ids}-device-note`} className="pl-6 text-xs text-muted-foreground">
                Read and checked here with the offline analyzer, by the rules only; the image is not uploaded. The result is still added to the history.
              </p>
            </div>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button ref={submitRef} type="submit" size="lg" disabled={blocker !== null} aria-describedby={blocker ? `${ids}-blocker` : undefined}>
              <ScanSearch aria-hidden="true" />
              {modeOption(form.mode).submitLabel}
            </Button>
            {blocker ? (
              <p id={`${ids}-blocker`} className={cn('text-sm', online ? 'text-muted-foreground' : 'font-medium text-limited')}>
                {blocker}
                {blocker === OFFLINE_MESSAGE && offerDownload ? (
                  <>
                    {' '}
                    <OfflineAnalyzerHint />
                  </>
                ) : null}
              </p>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function ModeChoice({ name, mode, checked, onChoose }: { name: string; mode: AnalysisMode; checked: boolean; onChoose(mode: AnalysisMode): void }) {
  const option = modeOption(mode);
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-0.5 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-muted/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked && 'border-primary bg-accent ring-1 ring-primary',
      )}
    >
      <span className="flex items-center gap-2">
        <input type="radio" name={name} value={mode} checked={checked} onChange={() => onChoose(mode)} className="size-4 accent-primary" />
        <span className="font-semibold">{option.title}</span>
      </span>
      <span className="pl-6 text-xs text-muted-foreground">{option.description}</span>
    </label>
  );
}
