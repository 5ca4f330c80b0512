// The builder's form (spec 001 "Publisher policy builder", §5): publisher name, category, jurisdiction and,
// for gaming in the US, a subcategory; 'Generate Policies', disabled while working or while a required
// field is empty, with a spinner and 'Generating Your Policies...' while it works.
import { FileText, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { BUILDER_CATEGORIES, BUILDER_JURISDICTIONS, isMissingRequired, lookUpSubcategories, type BuilderForm } from './builder-choices';

/** The API's limit on a publisher name (core/contract.ts). */
const NAME_MAX_LENGTH = 120;

export function PublisherBuilderForm({
  form,
  onChange,
  onSubmit,
  subcategories,
  busy,
  focusName = false,
}: {
  form: BuilderForm;
  onChange(form: BuilderForm): void;
  onSubmit(): void;
  /** The subcategory choices for the chosen category and market (none: no select). */
  subcategories: readonly string[];
  busy: boolean;
  /** Put the cursor in the name field when the form appears (back from the results). */
  focusName?: boolean;
}) {
  const ids = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);

  const changeCategory = (category: string) => onChange({ ...form, category, subcategory: '' });
  const changeJurisdiction = (jurisdiction: string) => {
    const offered = lookUpSubcategories(form.category, jurisdiction);
    onChange({ ...form, jurisdiction, subcategory: offered.includes(form.subcategory) ? form.subcategory : '' });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form
        aria-label="Publisher details"
        aria-busy={busy}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${ids}-name`} className="text-sm font-semibold">
            Publisher Name
          </label>
          <input
            id={`${ids}-name`}
            ref={nameRef}
            value={form.publisherName}
            onChange={(e) => onChange({ ...form, publisherName: e.target.value })}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="organization"
            placeholder="e.g. Acme Media"
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
          />
        </div>
        <LabelledSelect
          id={`${ids}-category`}
          label="Category"
          placeholder="Select category"
          value={form.category}
          onChange={changeCategory}
          options={BUILDER_CATEGORIES.map((c) => [c.slug, c.label])}
        />
        <LabelledSelect
          id={`${ids}-jurisdiction`}
          label="Jurisdiction"
          placeholder="Select jurisdiction"
          value={form.jurisdiction}
          onChange={changeJurisdiction}
          options={BUILDER_JURISDICTIONS.map((j) => [j.code, `${j.name} (${j.code})`])}
        />
        {subcategories.length > 0 ? (
          <LabelledSelect
            id={`${ids}-subcategory`}
            label="Subcategory"
            placeholder="Select subcategory"
            value={form.subcategory}
            onChange={(subcategory) => onChange({ ...form, subcategory })}
            options={subcategories.map((s) => [s, s])}
          />
        ) : null}
        <Button type="submit" size="lg" disabled={busy || isMissingRequired(form)} className="sm:col-span-2 sm:justify-self-start">
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileText aria-hidden="true" />}
          {busy ? 'Generating Your Policies...' : 'Generate Policies'}
        </Button>
      </form>
    </Card>
  );
}
