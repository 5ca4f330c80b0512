// The descriptive texts that depend on whom a deployment serves (spec 000 §1: "isPublicMode changes
// descriptive texts only"; ADR 226). Public mode, the default, speaks to advertisers and agencies; internal
// mode (PUBLIC_MODE=false) speaks to the publisher's own ad teams and names the publisher from the
// configuration. Only words change, never a route, a label, a control or an answer; every such text lives
// here, so the two versions are read, and tested, side by side.
import type { AppConfig } from '../../../core/contract';
import { useAppConfig } from './app-config';

export interface AudienceTexts {
  /** Whom the tool serves, to follow "{product} helps …" (Terms of Service). */
  audience: string;
  /** The home screen's 'How to Use This Tool' panel. */
  howToUse: string;
  /** The description under the Contact Us title. */
  contact: string;
  /** The description under the Publisher Policy Builder title. */
  publisherBuilder: string;
  /** Where to get an undertaking the library on the device has no copy of. */
  missingUndertaking: string;
}

export function audienceTexts({ isPublicMode, publisherName }: Pick<AppConfig, 'isPublicMode' | 'publisherName'>): AudienceTexts {
  const publisher = publisherName.trim();
  const browse =
    'Pick a category, platform or jurisdiction above to see its policies, put platforms side by side, or search every policy by words and filters.';
  const offline = 'Everything here works offline once the policy library is on your device.';
  if (isPublicMode) {
    return {
      audience: 'advertisers, agencies and ad teams',
      howToUse: `${browse} ${offline}`,
      contact: 'Questions about a policy or about this tool? Write to us.',
      publisherBuilder:
        'An advertising policy, an advertiser undertaking and a requirements checklist for your publication, written from the current policy library for a category and a market.',
      missingUndertaking: 'The policy library on this device has no copy of it. Sync the library, or ask your account manager for the current version.',
    };
  }
  return {
    audience: `${publisher}’s ad sales and ad operations teams`,
    howToUse: `${browse} Check here before you confirm a regulated campaign with an advertiser. ${offline}`,
    contact: `Questions about a policy, an advertiser’s campaign or this tool? Write to the ${publisher} team that keeps it.`,
    publisherBuilder: `An advertising policy, an advertiser undertaking and a requirements checklist for ${publisher} or a partner publication, written from the current policy library for a category and a market.`,
    missingUndertaking: `The policy library on this device has no copy of it. Sync the library, or ask ${publisher}’s legal team for the current version.`,
  };
}

/** The texts for this deployment: public mode's until the configuration arrives (spec 000 §8). */
export function useAudienceTexts(): AudienceTexts {
  return audienceTexts(useAppConfig());
}
