import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itWritesTheTokens } from '@tests/support/theme-colours';

// public/boot.css paints the page, the console's loading frame, the progress bar and the plain error
// page before the app's styles load, with the theme's colours written out. Each must be the value of
// the token the console's own screens use, light and dark, or a colour jumps when they take over.
const CSS = readFileSync('public/boot.css', 'utf8');

/** Each colour of boot.css and the token it stands for. */
const TOKEN_OF: Record<string, string> = {
  page: 'bg',
  shell: 'bg.subtle',
  sidebar: 'sidebar.bg',
  bar: 'bg',
  border: 'border',
  skeleton: 'bg.emphasized',
  fg: 'fg',
  accent: 'wine.solid',
  'accent-contrast': 'wine.contrast',
};

describe('the colours of public/boot.css', () => {
  itWritesTheTokens({ css: CSS, prefix: 'boot', light: 'html', dark: 'html.dark', tokens: TOKEN_OF });

  it('writes every other colour through those variables', () => {
    const rules = CSS.replaceAll(/\/\*[\s\S]*?\*\//g, '').replaceAll(/--boot-[a-z-]+:\s*#[0-9a-f]{6}\s*;/gi, '');
    expect(rules.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi)).toBeNull();
  });
});
