import { Menu } from '@mantine/core';
import { IconBuilding, IconCheck, IconUser } from '@tabler/icons-react';
import type { CorpAccount } from '@bookfront/contract';
import { useAvailableCorps, useChangeCorpAndTransfer, useSetCorp } from '../../features/account/links/api.ts';
import { useSession } from '../../entities/session/session.ts';
import switcherClasses from './account-switcher.module.css';
import classes from './mobile-drawers.module.css';

const corpIcon = (corp: CorpAccount, size = 16) =>
  corp.is_institution ? <IconBuilding size={size} aria-hidden /> : <IconUser size={size} aria-hidden />;

/**
 * docs/features/accounts.md#switching-accounts: with more than one corp available, the user picks which one they
 * buy as. Their own account and institutions stay here (account/setCorp): the answered session replaces the
 * cached one, so the header shows the new name at once. A corp of another kind lives on the store's
 * previous site, which v1/changeCorpAndTransfer moves the user to.
 */
function useAccountSwitch() {
  const session = useSession();
  const canSwitch = (session.user?.available_corp_count ?? 0) > 1;
  const corps = useAvailableCorps({ enabled: canSwitch });
  const setCorp = useSetCorp();
  const changeCorpAndTransfer = useChangeCorpAndTransfer();
  return {
    canSwitch,
    corps: canSwitch ? (corps.data?.corps ?? []) : [],
    currentCorpId: session.user?.corp_id ?? null,
    choose: (corp: CorpAccount) =>
      corp.is_personal || corp.is_institution
        ? setCorp.mutate({ corp_id: corp.id })
        : changeCorpAndTransfer.mutate({ corp_id: corp.id }),
  };
}

/** The switch inside the desktop account menu (rendered only while the menu is open). */
export function AccountSwitcherMenu() {
  const { canSwitch, corps, currentCorpId, choose } = useAccountSwitch();
  if (!canSwitch) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>Buying as</Menu.Label>
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
    </>
  );
}

/** The same switch in the phone menu drawer. */
export function AccountSwitcherList({ onSwitched }: { onSwitched: () => void }) {
  const { canSwitch, corps, currentCorpId, choose } = useAccountSwitch();
  if (!canSwitch) return null;
  return (
    <div role="group" aria-label="Buying as">
      <p className={switcherClasses.label} aria-hidden>
        Buying as
      </p>
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
    </div>
  );
}
