import { consoleSettingsMessages as messages, type ConsoleTheme } from '@bookfront/contract';
import { shellColours } from '../../../../lib/shell-colours.ts';
import classes from '../settings.module.css';

/**
 * docs/features/store-console.md#theme: the storefront's header, a button and a link drawn in the
 * colours being edited, with the same contrast rules the storefront applies.
 */
export function ThemePreview({ theme, storeName }: { theme: ConsoleTheme; storeName: string }) {
  const colours = shellColours(theme);
  const pageImage = theme.background_image_url ? `url(${JSON.stringify(theme.background_image_url)})` : 'none';

  return (
    <figure className={classes.preview} aria-label={messages.previewHeading}>
      <div
        className={classes.previewHeader}
        style={{ background: colours.headerBackground, color: colours.headerText }}
        data-testid="theme-preview-header"
      >
        {theme.logo_url ? (
          <img src={theme.logo_url} alt={storeName} className={classes.previewLogo} />
        ) : (
          <span className={classes.previewStoreName}>{storeName}</span>
        )}
        <span style={{ color: colours.headerPrimaryText }}>{messages.previewNav}</span>
      </div>
      <div
        className={classes.previewPage}
        style={{ backgroundColor: colours.background, backgroundImage: pageImage, color: colours.text }}
      >
        <span
          className={classes.previewButton}
          style={{ background: colours.primary, color: colours.onPrimary }}
          data-testid="theme-preview-button"
        >
          {messages.previewButton}
        </span>
        <span style={{ color: colours.primaryText, textDecoration: 'underline' }}>{messages.previewLink}</span>
      </div>
      <div
        className={classes.previewFooter}
        style={{ background: colours.footerBackground, color: colours.footerText }}
      >
        {storeName}
      </div>
    </figure>
  );
}
