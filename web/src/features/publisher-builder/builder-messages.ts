// The builder's toasts, word for word as spec 001 §5 and §8 give them.
import type { BaseTemplate, PublisherPolicyRequest } from '../../../../core/publisher-policy';
import type { ToastOptions } from '../../components/ui/use-toast';
import { marketName } from './builder-choices';

export const MISSING_INFORMATION: ToastOptions = { variant: 'destructive', title: 'Missing Information', description: 'Please fill in all required fields.' };

export const MISSING_SUBCATEGORY: ToastOptions = { variant: 'destructive', title: 'Missing Subcategory', description: 'Please select a subcategory for this gaming type.' };

export const GENERATION_FAILED: ToastOptions = { variant: 'destructive', title: 'Generation Failed', description: 'An error occurred while generating your documents.' };

/** 'Comprehensive {category} ({subcategory}) policies generated for {publisher} in {market}. Mirrored from … policies.' */
export function generatedToast(request: PublisherPolicyRequest, baseTemplate: BaseTemplate): ToastOptions {
  const subcategory = request.subcategory ? ` (${request.subcategory})` : '';
  const mirrored = baseTemplate === 'times-internet' ? 'the internal publisher' : 'Google';
  return {
    title: 'Success!',
    description: `Comprehensive ${request.category}${subcategory} policies generated for ${request.publisherName} in ${marketName(request.jurisdiction)}. Mirrored from ${mirrored} policies.`,
  };
}

export const copiedToast = (item: string): ToastOptions => ({ title: 'Copied!', description: `${item} copied to clipboard.` });
