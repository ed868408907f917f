import { expect, it } from 'vitest';
import { system } from '@/theme/system';

/**
 * The theme's colour tokens resolved to hex values, for the plain CSS files that write them out
 * because they load before Chakra does (the sign-in frame, ADR 0017; public/boot.css).
 */

type Mode = 'light' | 'dark';
type TokenValue = string | { base?: string; _light?: string; _dark?: string };
const theme = system._config.theme ?? {};

function lookup(tree: unknown, path: string[]): TokenValue | undefined {
  const node = path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    tree,
  );
  if (!node || typeof node !== 'object') return undefined;
  if ('value' in node) return node.value as TokenValue;
  // A group's own value (`fg`, `border`) is its DEFAULT.
  return 'DEFAULT' in node ? lookup(node, ['DEFAULT']) : undefined;
}

/** A colour token's value in a mode, following references (`{colors.wine.600}`) to the hex value. */
function tokenColour(token: string, mode: Mode): string {
  const path = token.split('.');
  const value = lookup(theme.semanticTokens?.colors, path) ?? lookup(theme.tokens?.colors, path);
  if (value === undefined) throw new Error(`no colour token ${token}`);
  const chosen = typeof value === 'string' ? value : ((mode === 'dark' ? value._dark : value._light) ?? value.base);
  if (chosen === undefined) throw new Error(`${token} has no ${mode} value`);
  const reference = /^\{colors\.(.+)\}$/.exec(chosen)?.[1] ?? (/^[a-z]+$/.test(chosen) ? chosen : null);
  return reference ? tokenColour(reference, mode) : chosen.toLowerCase();
}

/** The `--<prefix>-*` hex colours declared in the rule of `css` that starts with `selector {` on its own line. */
function declaredColours(css: string, selector: string, prefix: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const block = css.slice(start, css.indexOf('}', start));
  const declaration = new RegExp(`--${prefix}-([a-z-]+):\\s*(#[0-9a-f]{6})\\s*;`, 'gi');
  return Object.fromEntries([...block.matchAll(declaration)].map(([, name, value]) => [name, value!.toLowerCase()]));
}

interface WrittenColours {
  css: string;
  /** The variables' prefix: `auth` for `--auth-*`. */
  prefix: string;
  /** The rules that declare them: the light one, and the dark one, which overrides what differs. */
  light: string;
  dark: string;
  /** Each variable (without its prefix) and the token it stands for. */
  tokens: Record<string, string>;
}

/** Tests, in the calling `describe`, that each colour `css` writes out is its token's value, light and dark. */
export function itWritesTheTokens({ css, prefix, light: lightRule, dark: darkRule, tokens }: WrittenColours): void {
  const light = declaredColours(css, lightRule, prefix);
  const dark = { ...light, ...declaredColours(css, darkRule, prefix) };

  it('names every colour it defines, in both modes', () => {
    expect(Object.keys(light).sort()).toEqual(Object.keys(tokens).sort());
  });

  it.each(Object.entries(tokens))(`--${prefix}-%s is the theme’s %s, light and dark`, (name, token) => {
    expect({ light: light[name], dark: dark[name] }).toEqual({
      light: tokenColour(token, 'light'),
      dark: tokenColour(token, 'dark'),
    });
  });
}
