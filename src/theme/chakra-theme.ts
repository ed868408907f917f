import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
import { avatarSlotRecipe } from '@chakra-theme/recipes/avatar.js';
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { cardSlotRecipe } from '@chakra-theme/recipes/card.js';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox.js';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark.js';
import { codeRecipe } from '@chakra-theme/recipes/code.js';
import { colorSwatchRecipe } from '@chakra-theme/recipes/color-swatch.js';
import { collapsibleSlotRecipe } from '@chakra-theme/recipes/collapsible.js';
import { dataListSlotRecipe } from '@chakra-theme/recipes/data-list.js';
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';
import { emptyStateSlotRecipe } from '@chakra-theme/recipes/empty-state.js';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { fieldsetSlotRecipe } from '@chakra-theme/recipes/fieldset.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-theme/recipes/icon.js';
import { inputRecipe } from '@chakra-theme/recipes/input.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { listSlotRecipe } from '@chakra-theme/recipes/list.js';
import { menuSlotRecipe } from '@chakra-theme/recipes/menu.js';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
import { popoverSlotRecipe } from '@chakra-theme/recipes/popover.js';
import { progressSlotRecipe } from '@chakra-theme/recipes/progress.js';
import { separatorRecipe } from '@chakra-theme/recipes/separator.js';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton.js';
import { skipNavLinkRecipe } from '@chakra-theme/recipes/skip-nav-link.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
import { switchSlotRecipe } from '@chakra-theme/recipes/switch.js';
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { toastSlotRecipe } from '@chakra-theme/recipes/toast.js';
import { tooltipSlotRecipe } from '@chakra-theme/recipes/tooltip.js';
import { globalCss } from '@chakra-theme/global-css.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { animations } from '@chakra-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-theme/tokens/blurs.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { fonts } from '@chakra-theme/tokens/fonts.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';

/** Recipes of the components the console uses; chakra-theme.test.ts keeps this list complete. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
  icon: iconRecipe,
  checkmark: checkmarkRecipe,
  // @chakra-ui/charts draws its tooltip's series swatches with ColorSwatch.
  colorSwatch: colorSwatchRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's default theme (tokens, semantic tokens, styles), but only the recipes listed above, so
 * the bundle does not carry the date picker, colour picker, carousel and the like (see
 * docs/decisions/0001-login-bundle-budget.md).
 */
export const chakraTheme = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
);
