// The demo's mode rule (spec 001 §4 "Demo mode"): a name containing 'times internet' is the internal
// publisher (CUSTOM: its own policies); any other name longer than 2 characters gets TEMPLATE (policies
// generated from the platform data); a shorter name gets no mode yet.
export type DemoMode = 'CUSTOM' | 'TEMPLATE' | null;

export function demoMode(publisherName: string): DemoMode {
  const name = publisherName.trim();
  if (name.toLowerCase().includes('times internet')) return 'CUSTOM';
  if (name.length > 2) return 'TEMPLATE';
  return null;
}

/** The builder, opened with the demo's name and market filled in. */
export function builderHref(publisherName: string, jurisdiction: string): string {
  const params = new URLSearchParams();
  if (publisherName.trim()) params.set('publisher', publisherName.trim());
  if (jurisdiction) params.set('jurisdiction', jurisdiction);
  const query = params.toString();
  return `/publisher-policy-builder${query ? `?${query}` : ''}`;
}
