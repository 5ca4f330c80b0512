// The publisher policy generator over the real seed (issue 11): every category × market of the builder's
// choices, and the current facts each must carry.
import { describe, expect, it } from 'vitest';
import { seedPolicyLibrary } from '../seed/policy-library';
import { escapeMarkdown, fillTemplate, generatePublisherPolicy, PublisherPolicyInputError } from './publisher-policy';

const library = seedPolicyLibrary();
const TODAY = '2026-11-25';
const generate = (category: string, jurisdiction: string, subcategory?: string, publisherName = 'Acme Media') =>
  generatePublisherPolicy(library, { publisherName, category, jurisdiction, subcategory }, TODAY);

const CATEGORIES = ['Cryptocurrency', 'Gambling & Lottery', 'Real Money Gaming', 'Alcohol'];
const MARKETS = ['IN', 'US', 'GB', 'UK'];

describe('the publisher policy generator', () => {
  it.each(CATEGORIES.flatMap((c) => MARKETS.map((m) => [c, m] as const)))('writes all three documents for %s in %s, with sources', (category, market) => {
    const result = generate(category, market);
    expect(result.customizedPolicy).toMatch(new RegExp(`^# Acme Media advertising policy: ${category.replace('&', '\\&')} in `));
    expect(result.customizedPolicy).toContain('## Sources');
    expect(result.customizedPolicy).toMatch(/^- https:\/\//m);
    expect(result.customizedPolicy).not.toMatch(/\{\{|\}\}/);
    expect(result.publisherUndertaking).toContain('Acme Media');
    expect(result.publisherUndertaking).not.toContain('[Publisher name]');
    expect(result.publisherRequirements.length).toBeGreaterThan(0);
    expect(['times-internet', 'google']).toContain(result.baseTemplate);
  });

  it('India real-money gaming follows the 2025 Act: not accepted, with the Act and its Rules', () => {
    const result = generate('Real Money Gaming', 'IN');
    expect(result.baseTemplate).toBe('times-internet');
    expect(result.customizedPolicy).toContain('**Status: Prohibited.**');
    expect(result.customizedPolicy).toContain('Promotion and Regulation of Online Gaming Act, 2025');
    expect(result.customizedPolicy).toContain('Promotion and Regulation of Online Gaming Rules, 2026');
    expect(result.customizedPolicy).not.toMatch(/Andhra Pradesh, Assam, Nagaland, Odisha, Sikkim, Telangana/);
  });

  it('US online casino lists the casino states from the data, and the subcategories are offered for gaming in the US only', () => {
    const result = generate('Real Money Gaming', 'US', 'Online Casino');
    expect(result.subcategories).toEqual(['Daily Fantasy Sports', 'Sports Betting', 'Online Casino', 'Horse Racing']);
    const allowed = result.customizedPolicy.split('may not be advertised')[0]!;
    for (const state of ['Connecticut', 'Delaware', 'Michigan', 'New Jersey', 'Pennsylvania', 'Rhode Island', 'West Virginia']) expect(allowed).toContain(`**${state}**`);
    expect(allowed).not.toContain('**Texas**');
    expect(result.customizedPolicy).toContain('Real Money Gaming (Online casino)');
    expect(generate('Gambling & Lottery', 'US').subcategories).toHaveLength(4);
    expect(generate('Alcohol', 'US').subcategories).toEqual([]);
    expect(generate('Real Money Gaming', 'GB').subcategories).toEqual([]);
  });

  it('India crypto carries the ASCI disclaimer wording and its format rules', () => {
    const result = generate('Cryptocurrency', 'IN');
    expect(result.baseTemplate).toBe('times-internet');
    expect(result.customizedPolicy).toContain('Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.');
    expect(result.customizedPolicy).toMatch(/one-fifth/);
    expect(result.customizedPolicy).toMatch(/5 seconds/);
  });

  it('UK crypto states the FCA regime', () => {
    const result = generate('Cryptocurrency', 'UK');
    expect(result.baseTemplate).toBe('google');
    expect(result.customizedPolicy).toContain('FCA financial promotion rules for cryptoassets');
    expect(result.customizedPolicy).toMatch(/25 October 2027/);
    expect(generate('Cryptocurrency', 'GB').customizedPolicy).toBe(result.customizedPolicy);
  });

  it('keeps the publisher name text, never markup', () => {
    const result = generate('Alcohol', 'GB', undefined, '**Evil** [click](https://evil.example) <script>');
    expect(result.customizedPolicy).toContain('\\*\\*Evil\\*\\* \\[click\\]\\(https://evil\\.example\\) \\<script\\>');
    expect(result.customizedPolicy).not.toContain('[click](https://evil.example)');
    expect(escapeMarkdown('A_B')).toBe('A\\_B');
  });

  it('refuses what it cannot answer: no name, unknown category, market or subcategory', () => {
    expect(() => generate('Alcohol', 'IN', undefined, '  ')).toThrow(PublisherPolicyInputError);
    expect(() => generate('Fireworks', 'IN')).toThrow('Unknown category.');
    expect(() => generate('Alcohol', 'ZZ')).toThrow('Unknown jurisdiction.');
    expect(() => generate('Alcohol', 'GLOBAL')).toThrow('Unknown jurisdiction.');
    expect(() => generate('Alcohol', 'US', 'Online Casino')).toThrow('Unknown subcategory for this category and jurisdiction.');
  });

  it('keeps the status line its own paragraph when it has no caveat, as when it has one', () => {
    expect(generate('Alcohol', 'GB').customizedPolicy).toContain('**Status: Allowed with Limitations.**\n\n');
    expect(generate('Cryptocurrency', 'IN', undefined).customizedPolicy).toMatch(/\*\*Status: [^*]+\.\*\*( Caution: [^\n]+\.)?\n\n/);
  });

  it('fills the template and drops a section whose value is empty', () => {
    expect(fillTemplate('# {{a}}\n\n{{#b}}## B\n\n{{b}}\n{{/b}}\nend', { a: 'Title', b: '' })).toBe('# Title\n\nend\n');
    expect(fillTemplate('{{#b}}B: {{b}}{{/b}}', { b: 'yes' })).toBe('B: yes\n');
  });

  it('drops a section whose value is missing or only whitespace, and a placeholder without a value', () => {
    expect(fillTemplate('{{#gone}}Gone{{/gone}}{{#blank}}Blank{{/blank}}Kept {{unknown}}end', { blank: '  ' })).toBe('Kept end\n');
  });

  it('when a section inside a line is dropped, then the line still ends there (the status stays its own paragraph)', () => {
    expect(fillTemplate('Status: X.{{#caveat}} Caution: {{caveat}}.{{/caveat}}\n\nText', { caveat: '' })).toBe('Status: X.\n\nText\n');
    expect(fillTemplate('Status: X.{{#caveat}} Caution: {{caveat}}.{{/caveat}}\n\nText', { caveat: 'c' })).toBe('Status: X. Caution: c.\n\nText\n');
    expect(fillTemplate('Start\n{{#a}}A{{/a}}\nEnd', { a: '' })).toBe('Start\nEnd\n');
  });

  it('trims the text and ends it with one newline, with at most one blank line anywhere', () => {
    expect(fillTemplate('\n\n  {{a}}\n\n\n\nB  \n\n', { a: 'A' })).toBe('A\n\nB\n');
  });
});
