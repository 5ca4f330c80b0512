// Low confidence never approves (issue 28, DESIGN §4): a status that rests on little evidence — a
// low-confidence record, or one whose status stands on the absence of a stated rule ("no route found") —
// is not an answer a rep can promise a client. The checkers say "Check before you promise"; the analyzer
// asks for a person's review instead of approving.
import type { StatusEvidence } from './status.js';

export const CHECK_BEFORE_PROMISE = 'Check before you promise';

/** True when the record's status may be promised as it stands. */
export function isFirmAnswer(evidence: StatusEvidence): boolean {
  return evidence.confidence !== 'low' && !evidence.statusQualifier;
}

/** Why an answer is not firm, in a sentence for the checker's result; null when it is firm. */
export function checkBeforePromiseReason(evidence: StatusEvidence): string | null {
  if (isFirmAnswer(evidence)) return null;
  return evidence.statusQualifier
    ? `This status rests on what could not be found (${evidence.statusQualifier}), not on a stated rule: confirm with the platform before the client commits.`
    : 'This record could not be verified against its source: confirm with the platform before the client commits.';
}

/**
 * True when the record says the platform offers no way in for the category there: its qualifier reads "no
 * route found", "no exchange route found" or "no accepted licence listed", and its restrictions say the
 * product is "not eligible" there — the platform's own word where its policy closes every market without a
 * route (Google's crypto certification). Where the way in is a permission the platform may still grant
 * (Meta's written permission on a licence list we could not read for 2026), the record stays a doubt, not a
 * closed door. The dataset has no separate field for this; these are the words its records use.
 */
export function hasNoRoute(record: StatusEvidence & { restrictions: string }): boolean {
  return /\bno\s+(?:\w+\s+)?route\b|\bno\s+accepted\s+licen[cs]e\b/i.test(record.statusQualifier ?? '') && /\bnot\s+eligible\b/i.test(record.restrictions);
}

const COIN = String.raw`(?:crypto(?:currenc(?:y|ies))?|bitcoins?|btc|ether(?:eum)?|eth|solana|sol|usdt|usdc|tether|dogecoin|doge|xrp|altcoins?|tokens?|coins?)`;
/**
 * What the no-route records close, offered in the ad's own words: buying, selling, trading or holding crypto,
 * an exchange, a trading app or bot, or a wallet (their restriction: "Exchanges, trading platforms and wallets that buy,
 * sell or exchange crypto … not eligible"). Both such records are crypto records. The record's doubt is whether
 * the category is limited or prohibited outright; either way these ads cannot run, so for them the answer is firm.
 * A crypto-adjacent ad (tax filing, courses, mining hardware) offers none of this and stays a doubt.
 */
const CLOSED_SERVICE = new RegExp(
  [
    String.raw`\b(?:buy|sell|trade|trading|swap|exchange|convert|invest(?:ing)?\s*in|deposit|withdraw|store|hold|stake)\b[^.!?\n]{0,40}?\b${COIN}\b`,
    String.raw`\b${COIN}\s*(?:exchange|wallet|trading|app|investing|investments?|platform|account)\b`,
    String.raw`\b(?:inr|rupee)\s*(?:deposits?|pairs?|withdrawals?)\b`,
    // A bot that trades the user's money, or copies another's trades: a trading service, coin named or not.
    String.raw`\b(?:ai|auto(?:mated)?|algo)?\s*trading\s*bots?\b|\bcopy[\s-]*trading\b`,
    String.raw`(?:बिटकॉइन|क्रिप्टो)[^।.!?]{0,30}?(?:ख़?रीद|बेच|ट्रेड|निवेश)|क्रिप्टो\s*(?:एक्सचेंज|वॉलेट|ट्रेडिंग)`,
  ].join('|'),
  'iu',
);

/** True when the ad offers the exchange, trading or wallet service a no-route record closes. */
export const offersClosedService = (adText: string) => CLOSED_SERVICE.test(adText);
