// The analyzer's form rules (spec 001 §5, §9; ADR 224): the modes and their submit labels, what keeps the
// submit disabled, the link's ?filePath= and ?category=, and the failure messages (spec §8).
import { describe, expect, it } from 'vitest';
import { HttpFailure, NetworkFailure } from '../../lib/send-with-progress';
import { OFFLINE_ANALYZER_HINT, offersOfflineAnalyzerDownload } from '../../components/analyzer/offline-analyzer';
import { DEFAULT_MODE, EMPTY_FORM, formFromLink, MISSING_INPUT_MESSAGE, MODE_OPTIONS, OFFLINE_MESSAGE, submitBlocker, type AnalyzerForm } from './analyzer-choices';
import { analysisFailureMessage as failureMessage } from './run-analysis';

const image = { kind: 'stored', filePath: 'abc.png' } as const;
const complete: AnalyzerForm = { ...EMPTY_FORM, image, platform: 'google', jurisdiction: 'US' };

describe('the analysis modes', () => {
  it('lists the modes in the spec’s order, Standard, Enhanced, World-Class, each naming its submit button and endpoint', () => {
    expect(MODE_OPTIONS.map((m) => [m.title, m.description, m.submitLabel, m.endpoint])).toEqual([
      ['Standard', 'Basic compliance check', 'Analyze Ad Creative', '/api/analyze-ad'],
      ['Enhanced', 'Detailed analysis & recommendations', 'Analyze with Enhanced AI', '/api/analyze-ad-enhanced'],
      ['World-Class', 'Legal-grade AI analysis', 'Analyze with World-Class AI', '/api/analyze-ad-world-class'],
    ]);
  });

  it('World-Class stays the default and is the mode a new form starts with, though it is listed last', () => {
    expect(DEFAULT_MODE).toBe('world-class');
    expect(EMPTY_FORM.mode).toBe('world-class');
    expect(formFromLink(new URLSearchParams()).mode).toBe('world-class');
  });
});

describe('the submit button', () => {
  it('is blocked with the spec message until an image, a platform and a jurisdiction are chosen; the category may be left to detection', () => {
    expect(submitBlocker(EMPTY_FORM, true)).toBe(MISSING_INPUT_MESSAGE);
    expect(MISSING_INPUT_MESSAGE).toBe('Please provide an image file, platform, and jurisdiction');
    expect(submitBlocker({ ...complete, image: null }, true)).toBe(MISSING_INPUT_MESSAGE);
    expect(submitBlocker({ ...complete, platform: '' }, true)).toBe(MISSING_INPUT_MESSAGE);
    expect(submitBlocker({ ...complete, jurisdiction: '' }, true)).toBe(MISSING_INPUT_MESSAGE);
    expect(submitBlocker(complete, true)).toBeNull();
    expect(submitBlocker({ ...complete, category: 'alcohol' }, true)).toBeNull();
  });

  it('is blocked offline, saying analysis needs a connection', () => {
    expect(submitBlocker(complete, false)).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toMatch(/needs a connection/);
  });

  it('offline, points to Settings’ offline analyzer only when the device is known not to hold it', () => {
    expect(offersOfflineAnalyzerDownload(false, 'absent')).toBe(true);
    // On the device, the page checks offline itself; still being read, or online, there is nothing to offer.
    for (const status of ['ready', 'checking', 'downloading', 'removing'] as const) expect(offersOfflineAnalyzerDownload(false, status)).toBe(false);
    expect(offersOfflineAnalyzerDownload(true, 'absent')).toBe(false);
    expect(`${OFFLINE_ANALYZER_HINT.before}${OFFLINE_ANALYZER_HINT.link}${OFFLINE_ANALYZER_HINT.after}`).toMatch(/offline analyzer in Settings.*no connection/);
  });
});

describe('a link into the analyzer', () => {
  it('takes ?filePath= as the image already uploaded and ?category= by name or slug', () => {
    expect(formFromLink(new URLSearchParams('filePath=abc.png&category=Gambling%20%26%20Lottery'))).toMatchObject({ image: { kind: 'stored', filePath: 'abc.png' }, category: 'gambling-lottery', mode: 'world-class' });
    expect(formFromLink(new URLSearchParams('category=alcohol')).category).toBe('alcohol');
    expect(formFromLink(new URLSearchParams('category=fireworks&filePath=%20')).category).toBe('');
    expect(formFromLink(new URLSearchParams('filePath=%20')).image).toBeNull();
  });
});

describe('the error message', () => {
  it("is the server's message, else the error's own, else 'Failed to analyze ad'", () => {
    expect(failureMessage(new HttpFailure(400, 'Bad Request', 'Please provide an image file, platform, and jurisdiction'))).toBe('Please provide an image file, platform, and jurisdiction');
    expect(failureMessage(new HttpFailure(502, 'Bad Gateway', null))).toBe('Failed to analyze ad');
    expect(failureMessage(new NetworkFailure())).toMatch(/could not be reached/);
    expect(failureMessage(new Error(''))).toBe('Failed to analyze ad');
    expect(failureMessage('odd')).toBe('Failed to analyze ad');
  });
});
