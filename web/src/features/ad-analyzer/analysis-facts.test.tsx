// @vitest-environment jsdom
// An analysis read back after the retention period removed its image (ADR 232): 'Image removed' stands
// where the image was, instead of a broken image.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisMeta } from '../../../../core/analyzer/results';
import { AnalysisFacts } from './analysis-facts';

const analysis = (over: Partial<AnalysisMeta> = {}): AnalysisMeta => ({
  id: 7,
  mode: 'world-class',
  engine: 'rules',
  model: null,
  engineNote: null,
  filePath: 'stored-ad.png',
  extractedText: 'Bet now',
  ocrConfidence: 88,
  detection: { category: 'cryptocurrency', confidence: 0.9, product: null, scores: {}, matched: [] } as unknown as AnalysisMeta['detection'],
  categoryUsed: 'cryptocurrency',
  categorySource: 'chosen',
  durationMs: 900,
  ocrMs: 400,
  analysedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

afterEach(cleanup);

describe('the facts of a result', () => {
  it('when the image is stored, then it is shown from /uploads', () => {
    render(<AnalysisFacts result={{ platform: 'Google', jurisdiction: 'US', analysis: analysis() }} imageAlt="The analysed ad" />);
    expect(screen.getByRole('img', { name: 'The analysed ad' }).getAttribute('src')).toBe('/uploads/stored-ad.png');
    expect(screen.queryByText('Image removed')).toBeNull();
  });

  it('when the category was detected with weak cues, then it says it was unsure between the two candidates', () => {
    const detection = { category: 'gambling-lottery', status: 'unsure', confidence: 0.42, product: null, candidates: [{ category: 'gambling-lottery', score: 2 }, { category: 'real-money-gaming', score: 2 }] } as unknown as AnalysisMeta['detection'];
    render(<AnalysisFacts result={{ platform: 'Google', jurisdiction: 'IN', analysis: analysis({ detection, categoryUsed: 'gambling-lottery', categorySource: 'detected' }) }} imageAlt="The analysed ad" />);
    expect(screen.getByText(/unsure from the ad's text: Gambling .* or Real.Money Gaming, 42% sure; choose the category to be certain/i)).toBeTruthy();
  });

  it('when the category was detected firmly, then it says how sure', () => {
    const detection = { category: 'cryptocurrency', status: 'detected', confidence: 0.9, product: null, candidates: [{ category: 'cryptocurrency', score: 6 }, { category: 'none', score: 0 }] } as unknown as AnalysisMeta['detection'];
    render(<AnalysisFacts result={{ platform: 'Google', jurisdiction: 'IN', analysis: analysis({ detection, categorySource: 'detected' }) }} imageAlt="The analysed ad" />);
    expect(screen.getByText("Google · Cryptocurrency (detected from the ad's text, 90% sure) · IN")).toBeTruthy();
  });

  it('when the image was removed after the retention period, then it says so and asks for no image', () => {
    render(<AnalysisFacts result={{ platform: 'Google', jurisdiction: 'US', analysis: analysis({ imageRemoved: true }) }} imageAlt="The analysed ad" />);
    expect(screen.getByText('Image removed')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The analysed ad' })).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });
});
