import { describe, expect, it } from 'vitest';
import { audienceTexts } from './audience-texts';

const publicTexts = audienceTexts({ isPublicMode: true, publisherName: 'Acme Media' });
const internalTexts = audienceTexts({ isPublicMode: false, publisherName: ' Acme $& Media ' });

describe('the descriptive texts by audience (isPublicMode, spec 000 §1)', () => {
  it('in public mode, speaks to advertisers and agencies and names no publisher', () => {
    expect(publicTexts.audience).toBe('advertisers, agencies and ad teams');
    expect(publicTexts.contact).toBe('Questions about a policy or about this tool? Write to us.');
    expect(publicTexts.missingUndertaking).toContain('ask your account manager');
    for (const text of Object.values(publicTexts)) expect(text).not.toContain('Acme Media');
  });

  it("in internal mode, speaks to the publisher's own teams, naming it from the configuration as typed", () => {
    expect(internalTexts.audience).toBe('Acme $& Media’s ad sales and ad operations teams');
    expect(internalTexts.howToUse).toContain('before you confirm a regulated campaign with an advertiser');
    expect(internalTexts.contact).toContain('Write to the Acme $& Media team');
    expect(internalTexts.publisherBuilder).toContain('for Acme $& Media or a partner publication');
    expect(internalTexts.missingUndertaking).toContain('ask Acme $& Media’s legal team');
  });

  it('changes every text it holds, and only its words', () => {
    const keys = Object.keys(publicTexts) as (keyof typeof publicTexts)[];
    expect(Object.keys(internalTexts)).toEqual(keys);
    for (const key of keys) expect(internalTexts[key], key).not.toBe(publicTexts[key]);
  });
});
