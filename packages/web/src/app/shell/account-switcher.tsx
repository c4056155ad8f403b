import { Menu } from '@mantine/core';
import { IconBuilding, IconCheck, IconExternalLink, IconUser } from '@tabler/icons-react';
import type { CorpAccount } from '@bookfront/contract';
import { useAvailableCorps, useSetCorp, useTransfer } from '../../features/account/links/api.ts';
import { showLinkError } from '../../features/account/links/link-toasts.ts';
import { useSession } from '../../entities/session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import switcherClasses from './account-switcher.module.css';
import classes from './mobile-drawers.module.css';

const corpIcon = (corp: CorpAccount, size = 16) =>
  corp.is_institution ? <IconBuilding size={size} aria-hidden /> : <IconUser size={size} aria-hidden />;

/**
 * docs/features/accounts.md#switching-accounts: with more than one corp available, the user picks which one they
 * buy as; the answered session replaces the cached one, so the header shows the new name at once.
 * A store with a previous site also offers the move there (v1/transfer).
 */
function useAccountSwitch() {
  const settings = useSiteSettings();
  const session = useSession();
  const canSwitch = (session.user?.available_corp_count ?? 0) > 1;
  const corps = useAvailableCorps({ enabled: canSwitch });
  const setCorp = useSetCorp();
  const transfer = useTransfer();
  const legacySiteUrl = settings.legacy_site_url.trim();
  return {
    canSwitch,
    corps: canSwitch ? (corps.data?.corps ?? []) : [],
    currentCorpId: session.user?.corp_id ?? null,
    hasLegacySite: legacySiteUrl !== '',
    choose: (corp: CorpAccount) => setCorp.mutate({ corp_id: corp.id }, { onError: showLinkError }),
    goToLegacySite: () =>
      transfer.mutate(undefined, {
        onSuccess: (result) => window.location.assign(result.url),
        onError: showLinkError,
      }),
  };
}

/** The switch inside the desktop account menu (rendered only while the menu is open). */
export function AccountSwitcherMenu() {
  const { canSwitch, corps, currentCorpId, hasLegacySite, choose, goToLegacySite } = useAccountSwitch();
  if (!canSwitch && !hasLegacySite) return null;
  return (
    <>
      <Menu.Divider />
      {canSwitch ? <Menu.Label>Buying as</Menu.Label> : null}
      {corps.map((corp) => {
        const isCurrent = corp.id === currentCorpId;
        return (
          <Menu.Item
            key={corp.id}
            aria-current={isCurrent ? 'true' : undefined}
            leftSection={corpIcon(corp)}
            rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
            fw={isCurrent ? 600 : undefined}
            onClick={() => (isCurrent ? undefined : choose(corp))}
          >
            {corp.name}
          </Menu.Item>
        );
      })}
      {hasLegacySite ? (
        <Menu.Item leftSection={<IconExternalLink size={16} aria-hidden />} onClick={goToLegacySite}>
          Previous version of the site
        </Menu.Item>
      ) : null}
    </>
  );
}

/** The same switch in the phone menu drawer. */
export function AccountSwitcherList({ onSwitched }: { onSwitched: () => void }) {
  const { canSwitch, corps, currentCorpId, hasLegacySite, choose, goToLegacySite } = useAccountSwitch();
  if (!canSwitch && !hasLegacySite) return null;
  return (
    <div role="group" aria-label="Buying as">
      {canSwitch ? (
        <p className={switcherClasses.label} aria-hidden>
          Buying as
        </p>
      ) : null}
      {corps.map((corp) => {
        const isCurrent = corp.id === currentCorpId;
        return (
          <button
            key={corp.id}
            type="button"
            className={classes.drawerAction}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => {
              if (!isCurrent) choose(corp);
              onSwitched();
            }}
          >
            {corpIcon(corp, 20)}
            <span className={`${switcherClasses.name} ${isCurrent ? switcherClasses.current : ''}`}>{corp.name}</span>
            {isCurrent ? <IconCheck size={18} aria-hidden /> : null}
          </button>
        );
      })}
      {hasLegacySite ? (
        <button type="button" className={classes.drawerAction} onClick={goToLegacySite}>
          <IconExternalLink size={20} aria-hidden />
          <span>Previous version of the site</span>
        </button>
      ) : null}
    </div>
  );
}
