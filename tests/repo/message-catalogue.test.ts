import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

// The message catalogue (ADR 0037): every language has the same keys as English, in the same part;
// every key is used by the code; and each translation takes the same placeholders as the English
// (the same names, as plain values, plurals or selects, a select with the same choices).
const LANGUAGES = ['en', 'fr'] as const;
const PARTS = ['sign-in', 'console', 'mock-console'] as const;

const catalogue = (language: string, part: string) =>
  JSON.parse(readFileSync(`src/locales/${language}/${part}.json`, 'utf8')) as Record<string, string>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every quoted text in the console's and the mock's code (tests left out): a key is used when it is one. */
const quoted = new Set(
  ['src', 'mocks']
    .flatMap(sourceFiles)
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(['"`])([\w.-]+)\1/g)].map((m) => m[2]!)),
);

/** What a message takes: each placeholder as `name:kind`, a select's choices with it. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:value`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'select') {
        found.add(
          `${token.arg}:select(${token.cases
            .map((c) => c.key)
            .sort()
            .join('|')})`,
        );
        token.cases.forEach((c) => walk(c.tokens));
      } else if (token.type === 'plural' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('the message catalogue', () => {
  const english = Object.fromEntries(PARTS.map((part) => [part, catalogue('en', part)]));

  it.each(PARTS.flatMap((part) => LANGUAGES.map((language) => ({ part, language }))))(
    '$language: the $part part has exactly the English keys, none empty',
    ({ part, language }) => {
      const messages = catalogue(language, part);
      const keys = Object.keys(english[part]!);
      expect({ missing: keys.filter((key) => !(key in messages)) }).toEqual({ missing: [] });
      expect({ unknown: Object.keys(messages).filter((key) => !(key in english[part]!)) }).toEqual({ unknown: [] });
      expect({ empty: Object.keys(messages).filter((key) => !messages[key]!.trim()) }).toEqual({ empty: [] });
    },
  );

  it('names each key once, in one part, as area.what', () => {
    const keys = PARTS.flatMap((part) => Object.keys(english[part]!));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.filter((key) => !/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/.test(key))).toEqual([]);
  });

  it('holds no key the code does not use', () => {
    const unused = PARTS.flatMap((part) => Object.keys(english[part]!)).filter((key) => !quoted.has(key));
    expect({ unused }).toEqual({ unused: [] });
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'gives every %s message the English placeholders',
    (language) => {
      const differing = PARTS.flatMap((part) => {
        const messages = catalogue(language, part);
        return Object.entries(english[part]!)
          .filter(([key]) => key in messages)
          .map(([key, message]) => ({ key, english: placeholders(message), translated: placeholders(messages[key]!) }))
          .filter(({ english: a, translated: b }) => a.join() !== b.join());
      });
      expect(differing).toEqual([]);
    },
  );
});
