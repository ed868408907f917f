import { readFileSync } from 'node:fs';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

// French typography in the French catalogue (issue 53): a narrow no-break space (U+202F) before
// ; : ! ? and inside « », the typographic apostrophe ’ (a straight ' would also start an ICU quoted
// literal), one … rather than three dots, and no English quotation marks. The rules read the raw
// message: ICU's own syntax ({count, plural, one {…}}) holds none of these characters.
const PARTS = ['sign-in', 'console', 'mock-console'] as const;
const NARROW = '\u202f';

const french = PARTS.flatMap((part) =>
  Object.entries(JSON.parse(readFileSync(`src/locales/fr/${part}.json`, 'utf8')) as Record<string, string>).map(
    ([key, message]) => ({ key, message }),
  ),
);

/** The keys whose message breaks a rule, with the offending spot. */
function breaking(rule: (message: string) => string | null) {
  return french.flatMap(({ key, message }) => {
    const spot = rule(message);
    return spot === null ? [] : [`${key}: ${spot}`];
  });
}

/** ; : ! ? after a word, a closing bracket or quote, a placeholder or a plain or no-break space. */
const HIGH_PUNCTUATION = /[\p{L}\p{N})\]}»’ \u00a0][;:!?]/u;

describe('French typography in the catalogue', () => {
  it('has French messages to check, each of them valid ICU', () => {
    expect(french.length).toBeGreaterThan(500);
    expect(breaking((message) => (parse(message) ? null : message))).toEqual([]);
  });

  it('puts a narrow no-break space before ; : ! ?', () => {
    expect(breaking((message) => message.match(HIGH_PUNCTUATION)?.[0] ?? null)).toEqual([]);
    expect(breaking((message) => message.match(/^[;:!?]/)?.[0] ?? null)).toEqual([]);
  });

  it('writes the apostrophe ’, never a straight one', () => {
    expect(breaking((message) => message.match(/.?'.?/)?.[0] ?? null)).toEqual([]);
  });

  it('puts a narrow no-break space inside « », and no English quotation marks', () => {
    expect(breaking((message) => message.match(new RegExp(`«[^${NARROW}]|[^${NARROW}]»`))?.[0] ?? null)).toEqual([]);
    expect(breaking((message) => message.match(/[“”"]/)?.[0] ?? null)).toEqual([]);
  });

  it('writes … as one character, and no doubled space or space before , .', () => {
    expect(breaking((message) => message.match(/\.\.\./)?.[0] ?? null)).toEqual([]);
    expect(breaking((message) => message.match(/ {2}| [,.]/)?.[0] ?? null)).toEqual([]);
  });
});
