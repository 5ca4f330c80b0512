// The Publisher Policy Builder (/publisher-policy-builder, spec 001, issue 11 item 3): a publisher's name,
// a category and a market (and a subcategory for gaming in the US) give an advertising policy, an advertiser
// undertaking and a requirements checklist, written by the generator from the policy library — by the
// server online, on this device offline. ADR 221.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublisherPolicyRequest } from '../../../../core/publisher-policy';
import { PageHeader } from '../../components/layout/page-header';
import { toast } from '../../components/ui/use-toast';
import { useAudienceTexts } from '../../lib/audience-texts';
import { ensureReplicaSync } from '../../lib/replica/replica-sync';
import { builderRequest, formFromLink, isMissingRequired, lookUpSubcategories, type BuilderForm } from './builder-choices';
import { GENERATION_FAILED, generatedToast, MISSING_INFORMATION, MISSING_SUBCATEGORY } from './builder-messages';
import { BuilderResults } from './builder-results';
import { PublisherBuilderForm } from './builder-form';
import { generatePolicies, prepareDeviceGeneration } from './generate-policies';
import { GenerationError, type GeneratedPolicies } from './generation-result';

type State =
  | { status: 'form'; error: string | null; returned: boolean }
  | { status: 'generating' }
  | { status: 'done'; request: PublisherPolicyRequest; generated: GeneratedPolicies };

export function PublisherPolicyBuilderPage() {
  // The library is kept on the device, and the device's generator fetched, for generating offline later.
  useEffect(() => {
    ensureReplicaSync();
    prepareDeviceGeneration();
  }, []);
  const [params] = useSearchParams();
  const audienceTexts = useAudienceTexts();
  const [form, setForm] = useState<BuilderForm>(() => formFromLink(params));
  const [state, setState] = useState<State>({ status: 'form', error: null, returned: false });
  const subcategories = useMemo(() => lookUpSubcategories(form.category, form.jurisdiction), [form.category, form.jurisdiction]);

  const generate = async () => {
    if (isMissingRequired(form)) return void toast(MISSING_INFORMATION);
    if (subcategories.length > 0 && !subcategories.includes(form.subcategory)) return void toast(MISSING_SUBCATEGORY);
    const request = builderRequest(form, subcategories);
    setState({ status: 'generating' });
    try {
      const generated = await generatePolicies(request);
      setState({ status: 'done', request, generated });
      toast(generatedToast(request, generated.result.baseTemplate));
    } catch (error) {
      setState({ status: 'form', error: failureMessage(error), returned: false });
      toast(GENERATION_FAILED);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Publisher Policy Builder"
        description={audienceTexts.publisherBuilder}
      />
      {state.status === 'done' ? (
        <BuilderResults request={state.request} generated={state.generated} onNew={() => setState({ status: 'form', error: null, returned: true })} />
      ) : (
        <>
          <PublisherBuilderForm
            form={form}
            onChange={setForm}
            onSubmit={() => void generate()}
            subcategories={subcategories}
            busy={state.status === 'generating'}
            focusName={state.status === 'form' && state.returned}
          />
          {state.status === 'form' && state.error ? (
            <p role="alert" className="rounded-md border border-red-300 bg-prohibited-soft p-4 text-sm text-prohibited">
              {state.error}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function failureMessage(error: unknown): string {
  if (error instanceof GenerationError) return error.message;
  return `The documents could not be generated: ${error instanceof Error ? error.message : String(error)}`;
}
