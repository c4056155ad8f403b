import type { StoreStyles } from '@bookfront/contract';
import { ensureContrast, mix, nearBlack, readableTextOn, shadeForText } from './colour.ts';

/** The store's colours the shell is drawn with. */
export type ShellColourStyles = Pick<
  StoreStyles,
  'primary_color' | 'background_color' | 'header_background' | 'header_text' | 'footer_background' | 'footer_text'
>;

/** The colours the shell uses, each checked for contrast against what it sits on. */
export function shellColours(styles: ShellColourStyles) {
  const primary = styles.primary_color.toLowerCase();
  const background = styles.background_color;
  const text = ensureContrast(nearBlack, background, 7);
  return {
    primary,
    onPrimary: readableTextOn(primary),
    /** The primary colour as text (links, outlines) on the page background. */
    primaryText: shadeForText(primary, background),
    background,
    text,
    dimmed: shadeForText(mix(text, background, 0.45), background),
    headerBackground: styles.header_background,
    headerText: ensureContrast(styles.header_text, styles.header_background),
    headerPrimaryText: shadeForText(primary, styles.header_background),
    footerBackground: styles.footer_background,
    footerText: ensureContrast(styles.footer_text, styles.footer_background),
    footerDimmed: shadeForText(
      mix(ensureContrast(styles.footer_text, styles.footer_background), styles.footer_background, 0.3),
      styles.footer_background,
    ),
    border: mix(text, background, 0.86),
  };
}
