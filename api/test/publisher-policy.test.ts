// POST /api/generate-publisher-policy (spec 001 §7, issue 11): the generator's documents for a valid request,
// and a 400 JSON {message} for every kind of bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublisherPolicyResult } from '../../core/publisher-policy.js';
import { dialects, errorBody, startTestApp, type TestApp } from './harness.js';

describe.each(dialects())('API on %s: publisher policy generation', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.stop());
  const post = (body: unknown, headers: Record<string, string> = {}) => app.send('POST', '/api/generate-publisher-policy', body, headers);

  it('when a valid request arrives, then the three documents, the subcategories and the base template come back', async () => {
    const response = await post({ publisherName: 'Acme Media', category: 'Real Money Gaming', jurisdiction: 'US', subcategory: 'Online Casino' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublisherPolicyResult;
    expect(body.customizedPolicy).toMatch(/^# Acme Media advertising policy: Real Money Gaming \(Online casino\) in United States/);
    expect(body.customizedPolicy).toContain('**New Jersey**');
    expect(body.publisherUndertaking).toContain('Acme Media');
    expect(body.publisherRequirements.length).toBeGreaterThan(0);
    expect(body.subcategories).toEqual(['Daily Fantasy Sports', 'Sports Betting', 'Online Casino', 'Horse Racing']);
    expect(body.baseTemplate).toBe('times-internet');
  });

  it('when UK is asked, then it answers as GB, mirrored from Google where the publisher has no rule of its own', async () => {
    const body = (await (await post({ publisherName: 'Acme', category: 'cryptocurrency', jurisdiction: 'UK' })).json()) as PublisherPolicyResult;
    expect(body.baseTemplate).toBe('google');
    expect(body.customizedPolicy).toContain('in United Kingdom');
    expect(body.subcategories).toEqual([]);
  });

  it.each([
    ['no body fields', {}, /publisherName/],
    ['an empty name', { publisherName: '   ', category: 'Alcohol', jurisdiction: 'IN' }, /The publisher name is required\./],
    ['an over-long name', { publisherName: 'x'.repeat(121), category: 'Alcohol', jurisdiction: 'IN' }, /at most 120 characters/],
    ['an empty category', { publisherName: 'Acme', category: '', jurisdiction: 'IN' }, /The category is required\./],
    ['an unknown category', { publisherName: 'Acme', category: 'Fireworks', jurisdiction: 'IN' }, /^Unknown category\.$/],
    ['an unknown market', { publisherName: 'Acme', category: 'Alcohol', jurisdiction: 'ZZ' }, /^Unknown jurisdiction\.$/],
    ['a subcategory the market does not offer', { publisherName: 'Acme', category: 'Alcohol', jurisdiction: 'US', subcategory: 'Online Casino' }, /^Unknown subcategory/],
    ['a field the call does not take', { publisherName: 'Acme', category: 'Alcohol', jurisdiction: 'IN', extra: 1 }, /Unrecognized key|extra/],
    ['a name that is not text', { publisherName: 42, category: 'Alcohol', jurisdiction: 'IN' }, /publisherName/],
  ])('when the request has %s, then it is a 400 with a message', async (_what, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatch(message);
  });

  it('when the body is not JSON, then it is a 415 with a message', async () => {
    const response = await app.send('POST', '/api/generate-publisher-policy', 'publisherName=Acme', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(await errorBody(response)).toMatch(/JSON/);
  });
});
