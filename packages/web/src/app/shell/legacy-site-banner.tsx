import { accountMessages } from '@bookfront/contract';
import { useTransfer } from '../../features/account/links/api.ts';
import { showLinkError } from '../../features/account/links/link-toasts.ts';
import classes from './legacy-site-banner.module.css';

/**
 * docs/features/accounts.md#switching-accounts: the banner that moves a logged-in customer to the store's previous
 * site (v1/transfer, which remembers the choice for 7 days); hidden with hide_v3_banner.
 */
export function LegacySiteBanner() {
  const transfer = useTransfer();
  return (
    <aside className={classes.banner} aria-label="Site version">
      <span>{accountMessages.newSiteVersion}</span>
      <button
        type="button"
        className={classes.action}
        disabled={transfer.isPending}
        onClick={() =>
          transfer.mutate(undefined, {
            onSuccess: (result) => window.location.assign(result.url),
            onError: showLinkError,
          })
        }
      >
        {accountMessages.switchToOldSite}
      </button>
    </aside>
  );
}
