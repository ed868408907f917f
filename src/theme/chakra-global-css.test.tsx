import { createSystem, defaultConfig } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider, Global, type Interpolation } from '@emotion/react';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { system } from './system';

// chakra-global.css is the stylesheet of Chakra's global styles, which the system no longer computes
// nor injects (`staticGlobalCss`, ADR 0024); the entry (src/main.tsx) loads it with the page's own CSS.
// It is what Chakra's provider would insert through Emotion, inserted here through Emotion and written out. After a change to the theme, or to Chakra or
// Emotion, write it again with
//   npx vitest run --project component src/theme/chakra-global-css.test.tsx --update
// (CI never writes it: there a stylesheet that differs fails this test).
const HEADER = `/* Chakra's global styles for this theme, written by src/theme/chakra-global-css.test.tsx (ADR 0024).
   Do not edit: run npx vitest run --project component src/theme/chakra-global-css.test.tsx --update */\n`;

/** The CSS Emotion inserts for these global styles, rule by rule, as Chakra's provider inserts them. */
function emotionGlobalCss(...styles: Interpolation<unknown>[]): string {
  const container = document.createElement('div');
  const cache = createCache({ key: 'css', container, speedy: false });
  render(
    <CacheProvider value={cache}>
      {styles.map((style, index) => (
        <Global key={index} styles={style} />
      ))}
    </CacheProvider>,
  );
  return [...container.querySelectorAll('style')].map((tag) => tag.textContent).join('\n');
}

it("writes the theme's global styles, as Chakra's provider would insert them, to chakra-global.css", async () => {
  // The provider's two global styles: the cascade layers' order, then `_global` (Chakra's
  // createSystem: the reset, the global CSS and the tokens' variables).
  const css = emotionGlobalCss(system.layers.atRule, [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
  expect(css).toContain('@layer reset,base,tokens,recipes;');
  expect(css).toContain('--chakra-colors-wine-solid:');
  await expect(`${HEADER}${css}\n`).toMatchFileSnapshot('./chakra-global.css');
});

it('leaves the global styles out of a system made with staticGlobalCss, as production builds make ours', () => {
  // Empty only with the patch applied (patches/@chakra-ui+react+3.37.0.patch). Tests run as the dev
  // server does, where the theme's system still computes them (src/theme/system.ts).
  expect(createSystem(defaultConfig, { staticGlobalCss: true })._global).toEqual([]);
  expect(createSystem(defaultConfig)._global).not.toEqual([]);
  expect(system._config.staticGlobalCss).toBe(import.meta.env.PROD);
});
