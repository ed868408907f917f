import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { itWritesTheTokens } from '@tests/support/theme-colours';

// The sign-in frame is plain CSS (ADR 0017) with the theme's colours written out as hex values. Each
// must be the value of the Chakra token the screens behind it use, in each mode: a theme change
// that forgets auth-layout.css fails here.
const CSS = readFileSync('src/app/layouts/auth-layout.css', 'utf8');

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
  itWritesTheTokens({
    css: CSS,
    prefix: 'auth',
    light: '.auth-frame',
    dark: 'html.dark .auth-frame',
    tokens: TOKEN_OF,
  });
});
