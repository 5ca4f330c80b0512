// The three generated documents as the result tabs show, copy and download them (spec 001 §9): plain text
// files named {publisher}-{category}-Policy.txt, {publisher}-Advertiser-Undertaking.txt and
// {publisher}-Requirements.txt, the requirements as bullet lines.
import type { PublisherPolicyRequest, PublisherPolicyResult } from '../../../../core/publisher-policy';
import { safeFileName } from '../../lib/download-text';

export type BuilderDocumentKey = 'policy' | 'undertaking' | 'requirements';

export interface BuilderDocument {
  key: BuilderDocumentKey;
  /** The tab's label, also the item the copy toast names. */
  label: string;
  fileName: string;
  /** What Copy and Download hand over. */
  text: string;
}

/** Markdown with its backslash escapes removed (the generator escapes the publisher's name): text to read. */
export const plainText = (markdown: string): string => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');

export const requirementLines = (requirements: readonly string[]): string => requirements.map((r) => `• ${r}`).join('\n');

export function builderDocuments(request: PublisherPolicyRequest, result: PublisherPolicyResult): BuilderDocument[] {
  const file = (name: string) => `${safeFileName(name)}.txt`;
  const publisher = request.publisherName;
  return [
    { key: 'policy', label: 'Advertising Policy', fileName: file(`${publisher}-${request.category}-Policy`), text: plainText(result.customizedPolicy) },
    { key: 'undertaking', label: 'Undertaking', fileName: file(`${publisher}-Advertiser-Undertaking`), text: plainText(result.publisherUndertaking) },
    { key: 'requirements', label: 'Requirements', fileName: file(`${publisher}-Requirements`), text: `${requirementLines(result.publisherRequirements)}\n` },
  ];
}
