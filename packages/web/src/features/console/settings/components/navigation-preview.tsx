import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import {
  consoleNavigationMessages as messages,
  isExternalPath,
  type ConsoleNavigationInput,
} from '@bookfront/contract';
import classes from '../settings.module.css';

/**
 * docs/features/store-console.md#navigation: the menu bar as the entries being edited would draw it,
 * each submenu listed under its entry. On a wide screen the storefront moves entries that do not fit
 * under "More Menus".
 */
export function NavigationPreview({ items }: { items: ConsoleNavigationInput['site_navigation'] }) {
  const shown = items.filter((item) => item.type !== 'lists' && !item.hidden);
  return (
    <figure className={classes.preview} aria-label={messages.previewHeading}>
      <ul className={classes.previewBar} data-testid="navigation-preview">
        {shown.map((item, index) => {
          const submenu = (item.submenu ?? []).filter((sub) => sub.type !== 'lists' && !sub.hidden);
          return (
            <li key={`${index}-${item.id}`}>
              <span className={classes.previewEntry}>
                {item.label || '…'}
                {submenu.length > 0 ? <IconChevronDown size={14} aria-hidden /> : null}
                {submenu.length === 0 && isExternalPath(item.path) ? (
                  <IconExternalLink size={14} aria-label="(external site)" />
                ) : null}
              </span>
              {submenu.length > 0 ? (
                <ul className={classes.previewSubmenu}>
                  {submenu.map((sub, subIndex) => (
                    <li key={`${subIndex}-${sub.id}`}>{sub.label || '…'}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <figcaption className={classes.previewCaption}>{messages.previewHeading}</figcaption>
    </figure>
  );
}
