import { createSystem, defineConfig } from '@chakra-ui/react';
import { checkboxAnatomy } from '@chakra-ui/react/anatomy';
import { chakraTheme } from './chakra-theme';

/** Breakpoints (docs/product-spec.md#9-business-constants-and-limits): mobile below md, tablet md to below lg, desktop lg and up. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // A visitor who asked their system for less motion gets none from the console: Chakra's own
    // recipes ignore the setting (dialogs zoom, drawers slide, toasts and menus fade). Animations
    // still run, for a hundredth of a millisecond, so every `animationend` a closing part waits for
    // still comes. A spinner keeps turning: it is the one motion that says work is under way (the
    // sign-in page's own turns slower then, sign-in.css).
    '*:not(.chakra-spinner, .sign-in-spinner), *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        animationDelay: '0s !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints: Object.fromEntries(Object.entries(BREAKPOINTS).map(([k, v]) => [k, `${v}px`])),
    tokens: {
      colors: {
        wine: {
          50: { value: '#fbf1f4' },
          100: { value: '#f4d9e1' },
          200: { value: '#e8b0c1' },
          300: { value: '#d77f9a' },
          400: { value: '#c25374' },
          500: { value: '#a33357' },
          600: { value: '#862545' },
          700: { value: '#6b1d38' },
          800: { value: '#52172c' },
          900: { value: '#3b1020' },
          950: { value: '#240912' },
        },
      },
    },
    semanticTokens: {
      colors: {
        wine: {
          solid: { value: { base: '{colors.wine.600}', _dark: '{colors.wine.300}' } },
          contrast: { value: { base: 'white', _dark: '{colors.wine.950}' } },
          fg: { value: { base: '{colors.wine.700}', _dark: '{colors.wine.200}' } },
          muted: { value: { base: '{colors.wine.100}', _dark: '{colors.wine.900}' } },
          subtle: { value: { base: '{colors.wine.50}', _dark: '{colors.wine.950}' } },
          emphasized: { value: { base: '{colors.wine.200}', _dark: '{colors.wine.800}' } },
          focusRing: { value: { base: '{colors.wine.500}', _dark: '{colors.wine.300}' } },
          border: { value: { base: '{colors.wine.500}', _dark: '{colors.wine.400}' } },
        },
        // Chakra's red.500 error text on the subtle page background is 3.6:1; AA needs 4.5:1.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        // The charts' one palette (Okabe and Ito's colour-blind-safe colours): the first series blue,
        // a second one orange; each at least 3:1 against the page in its mode.
        chart: {
          1: { value: { base: '#0072B2', _dark: '#56B4E9' } },
          2: { value: { base: '#D55E00', _dark: '#E69F00' } },
        },
        sidebar: {
          bg: { value: { base: '{colors.white}', _dark: '{colors.gray.950}' } },
          activeBg: { value: { base: '{colors.wine.50}', _dark: '{colors.wine.950}' } },
          activeFg: { value: { base: '{colors.wine.700}', _dark: '{colors.wine.200}' } },
        },
      },
    },
    slotRecipes: {
      checkbox: { slots: checkboxAnatomy.keys(), base: { root: { colorPalette: 'purple' } } },
    },
  },
});

export const system = createSystem(chakraTheme, config);
