import type { Messages } from '@lingui/core';
import pseudolocale from 'pseudolocale';

/**
 * The pseudo-locale's messages from English ones (ADR 0037): every letter accented ("Sign in" →
 * "[Ŝîĝñ îñ~~~]"), each text 30 % longer and in brackets, so a text left outside the catalogue reads
 * plain, and a clipped or overlapping one shows where its brackets go missing. Placeholders, plural
 * and select branches keep their names; their texts are accented too. Loaded only when chosen.
 */
export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, bracketed(message)]));
}

type Compiled = Messages[string];
type Token = Exclude<Compiled, string>[number];

const accented = (text: string) => pseudolocale(text, { prepend: '', append: '', extend: 0.3, extendCharacter: '~' });

function bracketed(message: Compiled): Compiled {
  const tokens = typeof message === 'string' ? [message] : message;
  return ['[', ...tokens.map(token), ']'];
}

function token(value: Token): Token {
  if (typeof value === 'string') return accented(value);
  const [name, type, format] = value;
  if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') return value;
  const choices = Object.fromEntries(
    Object.entries(format as Record<string, unknown>).map(([choice, branch]) => [
      choice,
      Array.isArray(branch) ? (branch as Token[]).map(token) : branch,
    ]),
  );
  return [name, type, choices];
}
