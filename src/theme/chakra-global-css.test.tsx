import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { system } from './system';

// chakra-global.css is the stylesheet of Chakra's global styles, which a production build's system
// neither computes nor injects (`staticGlobalCss`, ADR 0024); the entry (src/main.tsx) loads it with
// the page's own CSS. It is what Chakra's provider inserts through Emotion, recorded here from the
// provider itself: tests run as the dev server does, where the system still computes them. After a
// change to the theme, or an upgrade of Chakra or Emotion, write it again with
//   npx vitest run --project component src/theme/chakra-global-css.test.tsx --update
// (CI never writes it: there a stylesheet that differs fails this test).
const HEADER = `/* Chakra's global styles for this theme, written by src/theme/chakra-global-css.test.tsx (ADR 0024).
   Do not edit: run npx vitest run --project component src/theme/chakra-global-css.test.tsx --update */\n`;

/** The CSS, rule by rule, that Chakra's provider has Emotion insert for `value` when nothing is drawn in it. */
function providerCss(value: typeof system): string {
  const container = document.createElement('div');
  const cache = createCache({ key: 'css', container, speedy: false });
  render(
    <CacheProvider value={cache}>
      <ChakraProvider value={value}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return [...container.querySelectorAll('style')].map((tag) => tag.textContent).join('\n');
}

it("writes the global styles Chakra's provider inserts for the theme to chakra-global.css", async () => {
  // A system that left them out would write a stylesheet of the layers' order alone.
  expect(system._global).not.toEqual([]);
  const css = providerCss(system);
  expect(css).toContain('@layer reset,base,tokens,recipes;');
  expect(css).toContain('--chakra-colors-wine-solid:');
  await expect(`${HEADER}${css}\n`).toMatchFileSnapshot('./chakra-global.css');
});

it('leaves the global styles out of a system made with staticGlobalCss, as production builds make ours', () => {
  // Empty only with the patch applied (patches/@chakra-ui+react+3.37.0.patch).
  const staticSystem = createSystem(defaultConfig, { staticGlobalCss: true });
  expect(staticSystem._global).toEqual([]);
  expect(createSystem(defaultConfig)._global).not.toEqual([]);
  // Its provider then inserts the layers' order alone.
  expect(providerCss(staticSystem)).toBe('@layer reset,base,tokens,recipes;');
});
