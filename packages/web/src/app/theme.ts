import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { StoreStyles } from '@bookfront/contract';
import { mix, nearBlack, relativeLuminance, shadesAround } from '../lib/colour.ts';
import { shellColours } from '../lib/shell-colours.ts';

const serif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif';
const sans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

function primaryShades(primary: string) {
  const shades = shadesAround(primary);
  // Near-black primaries (the default) hover lighter, since there is nothing darker to go to.
  if (relativeLuminance(primary) < 0.02) {
    shades[7] = mix(primary, '#ffffff', 0.14);
    shades[8] = mix(primary, '#ffffff', 0.22);
    shades[9] = mix(primary, '#ffffff', 0.3);
  }
  return shades;
}

/** Mantine theme from the store's styles (docs/features/store-settings.md#look: themed per store; primary black by default). */
export function buildTheme(styles: StoreStyles): {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
} {
  const colours = shellColours(styles);

  const variantColorResolver: VariantColorsResolver = (input) => {
    const resolved = defaultVariantColorsResolver(input);
    const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
    if (parsed.color !== 'brand') return resolved;
    if (input.variant === 'filled') return { ...resolved, color: colours.onPrimary };
    if (input.variant === 'light' || input.variant === 'outline' || input.variant === 'subtle') {
      return { ...resolved, color: colours.primaryText };
    }
    return resolved;
  };

  const theme = createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: primaryShades(colours.primary) },
    variantColorResolver,
    fontFamily: sans,
    headings: { fontFamily: serif, fontWeight: '600' },
    defaultRadius: 'md',
    black: nearBlack,
    cursorType: 'pointer',
    focusRing: 'auto',
    components: {
      // A plain object rather than Modal.extend(), which would pull Modal (and ScrollArea) into the
      // entry chunk; the theme applies it the same way.
      Modal: {
        styles: { title: { fontFamily: serif, fontSize: '1.35rem', fontWeight: 700 } },
        // The close button is an icon only; screen readers need its name.
        defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      },
      // Toasts' close buttons are icons only; screen readers need their name.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close message' } } },
    },
  });

  const cssVariablesResolver: CSSVariablesResolver = () => ({
    variables: {
      '--bf-primary': colours.primary,
      '--bf-on-primary': colours.onPrimary,
      '--bf-primary-text': colours.primaryText,
      '--bf-header-bg': colours.headerBackground,
      '--bf-header-text': colours.headerText,
      '--bf-header-primary-text': colours.headerPrimaryText,
      '--bf-footer-bg': colours.footerBackground,
      '--bf-footer-text': colours.footerText,
      '--bf-footer-dimmed': colours.footerDimmed,
      '--bf-page-bg': colours.background,
      '--bf-border': colours.border,
      '--bf-serif': serif,
      '--bf-page-image': styles.background_image_url ? `url(${JSON.stringify(styles.background_image_url)})` : 'none',
    },
    light: {
      '--mantine-color-body': colours.background,
      '--mantine-color-text': colours.text,
      '--mantine-color-dimmed': colours.dimmed,
      '--mantine-color-anchor': colours.primaryText,
      '--mantine-color-brand-light-color': colours.primaryText,
      '--mantine-color-brand-outline': colours.primaryText,
      '--mantine-color-brand-text': colours.primaryText,
      '--mantine-color-placeholder': colours.dimmed,
      // Mantine's red.6 reads at about 3.3:1 on white; red.9 keeps form errors above WCAG's 4.5:1.
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {},
  });

  return { theme, cssVariablesResolver };
}
