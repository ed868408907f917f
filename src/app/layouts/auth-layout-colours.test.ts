import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { system } from '@/theme/system';

// The sign-in frame is plain CSS (ADR 0017) with the theme's colours written out as hex values. Each
// must be the value of the Chakra token the screens behind it use, in each mode: a theme change
// that forgets auth-layout.css fails here.
const CSS = readFileSync('src/app/layouts/auth-layout.css', 'utf8');

/** The `--auth-*` colours of the block that starts with `selector {`. */
function coloursOf(selector: string): Record<string, string> {
  const start = CSS.indexOf(`\n${selector} {`);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--auth-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, value!.toLowerCase()]));
}

type Mode = 'light' | 'dark';
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
function resolve(token: string, mode: Mode): string {
  const path = token.split('.');
  const value = lookup(theme.semanticTokens?.colors, path) ?? lookup(theme.tokens?.colors, path);
  if (value === undefined) throw new Error(`no colour token ${token}`);
  const chosen = typeof value === 'string' ? value : ((mode === 'dark' ? value._dark : value._light) ?? value.base);
  if (chosen === undefined) throw new Error(`${token} has no ${mode} value`);
  const reference = /^\{colors\.(.+)\}$/.exec(chosen)?.[1] ?? (/^[a-z]+$/.test(chosen) ? chosen : null);
  return reference ? resolve(reference, mode) : chosen.toLowerCase();
}

/** Each colour of the frame and the token it stands for. */
const TOKEN_OF: Record<string, string> = {
  bg: 'bg.subtle',
  panel: 'bg.panel',
  fg: 'fg',
  muted: 'fg.muted',
  subtle: 'fg.subtle',
  border: 'border',
  hover: 'bg.muted',
  ghost: 'gray.fg',
  focus: 'gray.focusRing',
  solid: 'wine.solid',
  contrast: 'wine.contrast',
  'solid-focus': 'wine.focusRing',
  error: 'fg.error',
  'error-border': 'border.error',
  'error-bg': 'red.subtle',
  info: 'blue.fg',
  'info-bg': 'blue.subtle',
  badge: 'wine.fg',
  'badge-bg': 'wine.subtle',
};

describe('the sign-in frame’s colours', () => {
  const light = coloursOf('.auth-frame');
  // The dark block overrides what differs; the rest is inherited from the light one.
  const dark = { ...light, ...coloursOf('html.dark .auth-frame') };

  it('names every colour it defines, in both modes', () => {
    expect(Object.keys(light).sort()).toEqual(Object.keys(TOKEN_OF).sort());
  });

  it.each(Object.entries(TOKEN_OF))('--auth-%s is the theme’s %s, light and dark', (name, token) => {
    expect({ light: light[name], dark: dark[name] }).toEqual({ light: resolve(token, 'light'), dark: resolve(token, 'dark') });
  });
});
