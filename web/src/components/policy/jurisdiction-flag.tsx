// A jurisdiction's flag as an emoji built from its two-letter code (regional indicator symbols), a globe
// for GLOBAL and for codes that are not countries (EU gets its own flag). Decorative: the code or name is
// always written beside it.
const REGIONAL_INDICATOR_A = 0x1f1e6;

export function flagEmoji(code: string): string {
  const upper = code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '🌐';
  return String.fromCodePoint(...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

export function JurisdictionFlag({ code, className }: { code: string; className?: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {flagEmoji(code)}
    </span>
  );
}
