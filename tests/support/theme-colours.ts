import { system } from '@/theme/system';

/**
 * The theme's colour tokens resolved to hex values, for the plain CSS files that write them out
 * because they load before Chakra does (the sign-in frame, ADR 0017; public/boot.css).
 */

export type Mode = 'light' | 'dark';
type TokenValue = string | { base?: string; _light?: string; _dark?: string };
const theme = system._config.theme ?? {};

function lookup(tree: unknown, path: string[]): TokenValue | undefined {
  const node = path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), tree);
  if (!node || typeof node !== 'object') return undefined;
  if ('value' in node) return node.value as TokenValue;
  // A group's own value (`fg`, `border`) is its DEFAULT.
  return 'DEFAULT' in node ? lookup(node, ['DEFAULT']) : undefined;
}

/** A colour token's value in a mode, following references (`{colors.wine.600}`) to the hex value. */
export function tokenColour(token: string, mode: Mode): string {
  const path = token.split('.');
  const value = lookup(theme.semanticTokens?.colors, path) ?? lookup(theme.tokens?.colors, path);
  if (value === undefined) throw new Error(`no colour token ${token}`);
  const chosen = typeof value === 'string' ? value : ((mode === 'dark' ? value._dark : value._light) ?? value.base);
  if (chosen === undefined) throw new Error(`${token} has no ${mode} value`);
  const reference = /^\{colors\.(.+)\}$/.exec(chosen)?.[1] ?? (/^[a-z]+$/.test(chosen) ? chosen : null);
  return reference ? tokenColour(reference, mode) : chosen.toLowerCase();
}

/** The `--<prefix>-*` hex colours declared in the rule of `css` that starts with `selector {` on its own line. */
export function declaredColours(css: string, selector: string, prefix: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const block = css.slice(start, css.indexOf('}', start));
  const declaration = new RegExp(`--${prefix}-([a-z-]+):\\s*(#[0-9a-f]{6})\\s*;`, 'gi');
  return Object.fromEntries([...block.matchAll(declaration)].map(([, name, value]) => [name, value!.toLowerCase()]));
}
