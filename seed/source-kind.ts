// What kind of source a record's sourceUrl is, for the coverage report (issue 12, item 8): the platform's
// own page, a regulator or self-regulatory body, the text of a law, or press and other secondary writing
// (trade press, law-firm notes, mirrors). Decided by host; a host not listed counts as secondary.
export const SOURCE_KINDS = ['platform page', 'regulator', 'law text', 'press or secondary'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

const PLATFORM_HOSTS = [
  'support.google.com', 'ads.google.com', 'blog.google', 'business.google.com', 'adstransparency.google.com',
  'transparency.meta.com', 'www.facebook.com', 'facebook.com', 'business.facebook.com', 'about.fb.com', 'www.meta.com',
  'about.ads.microsoft.com', 'learn.microsoft.com', 'advertise.bingads.microsoft.com', 'help.ads.microsoft.com', 'ads.microsoft.com',
  'business.x.com', 'business.twitter.com', 'help.x.com', 'help.twitter.com', 'legal.x.com', 'ads.x.com',
  'www.timesinternet.in', 'timesinternet.in', 'www.colombiaonline.com',
];
const REGULATOR_HOSTS = [
  'www.asa.org.uk', 'asa.org.uk', 'www.fca.org.uk', 'www.gamblingcommission.gov.uk', 'www.ascionline.in', 'ascionline.in',
  'pib.gov.in', 'www.meity.gov.in', 'www.esma.europa.eu', 'www.ftc.gov', 'www.fda.gov', 'www.acma.gov.au', 'www.mas.gov.sg',
  'www.agco.ca', 'agco.ca', 'www.asa.co.nz', 'www.reclamecode.nl',
];
const LAW_TEXT_HOSTS = ['www.legislation.gov.uk', 'eur-lex.europa.eu', 'egazette.gov.in', 'www.indiacode.nic.in', 'indiacode.nic.in'];

export function sourceKind(url: string): SourceKind {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'press or secondary';
  }
  if (PLATFORM_HOSTS.includes(host)) return 'platform page';
  if (LAW_TEXT_HOSTS.includes(host)) return 'law text';
  if (REGULATOR_HOSTS.includes(host) || host.endsWith('.gov') || host.endsWith('.gov.in') || host.endsWith('.gov.uk')) return 'regulator';
  return 'press or secondary';
}

/** A copy of someone else's page (a mirror, a staging or dev copy, an archive): usable only when the note says why. */
const MIRROR_HOST = /(?:^|\.)(?:[\w-]*mirror[\w-]*|[\w-]*staging[\w-]*|dev-[\w-]+)\.|(?:^|\.)(?:web\.archive\.org|archive\.(?:ph|today|is|org))$/;

export function isMirror(url: string): boolean {
  try {
    return MIRROR_HOST.test(new URL(url).hostname.toLowerCase());
  } catch {
    return false;
  }
}
