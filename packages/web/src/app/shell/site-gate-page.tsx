import { Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { shellMessages } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { rememberPostLoginPath } from '../../entities/session/post-login.ts';
import { useSession } from '../../entities/session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { AccountSwitcherList } from './account-switcher.tsx';
import { accountName } from './header-actions.tsx';
import type { GateKind } from './site-gate.ts';
import { useLogOut } from './use-log-out.ts';
import classes from './site-gate-page.module.css';

/** The private / exclusive site screen: who the store is, why the door is shut, how to get in. */
export function SiteGatePage({ kind }: { kind: GateKind }) {
  const settings = useSiteSettings();
  const session = useSession();
  const location = useLocation();
  const info = settings.store_info;
  const message =
    settings.private_message || (kind === 'exclusive' ? shellMessages.exclusiveSite : shellMessages.loginRequired);
  const handleLogOut = useLogOut();
  const handleSwitchAccount = useLogOut(paths.accountLogin());
  const cityLine = [info.city, [info.province, info.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <main id="main-content" className={classes.page}>
      <section className={classes.card} aria-labelledby="gate-heading">
        {settings.styles.logo_url ? <img src={settings.styles.logo_url} alt="" className={classes.logo} /> : null}
        <h1 id="gate-heading" className={classes.name}>
          {info.name}
        </h1>
        <Text size="lg" mb="lg">
          <IconLock size={18} stroke={1.8} aria-hidden style={{ verticalAlign: '-3px', marginRight: 6 }} />
          {message}
        </Text>
        {!session.logged_in ? (
          <Button
            component={Link}
            to={paths.accountLogin()}
            size="md"
            onClick={() => rememberPostLoginPath(`${location.pathname}${location.search}`)}
          >
            Log in
          </Button>
        ) : (
          // docs/features/shell-and-navigation.md#private-and-exclusive-sites: a customer not approved here may leave, log
          // in as another or buy as another of their accounts.
          <>
            <Text size="sm" mb="sm">
              Logged in as <strong>{accountName(session.user)}</strong>
            </Text>
            <Group justify="center" gap="sm">
              <Button size="md" onClick={() => void handleLogOut()}>
                Log out
              </Button>
              <Button
                size="md"
                variant="outline"
                onClick={() => {
                  rememberPostLoginPath(`${location.pathname}${location.search}`);
                  void handleSwitchAccount();
                }}
              >
                Switch account
              </Button>
            </Group>
            {(session.user?.available_corp_count ?? 0) > 1 ? (
              <div className={classes.corps}>
                <AccountSwitcherList onSwitched={() => undefined} />
              </div>
            ) : null}
          </>
        )}
        {info.phone || info.email || info.address ? (
          <address className={classes.contact}>
            {!info.hide_footer_address && info.address ? (
              <>
                {info.address}
                {cityLine ? `, ${cityLine}` : ''}
                <br />
              </>
            ) : null}
            {info.phone ? <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a> : null}
            {info.phone && info.email ? ' · ' : null}
            {info.email ? <a href={`mailto:${info.email}`}>{info.email}</a> : null}
          </address>
        ) : null}
      </section>
    </main>
  );
}
