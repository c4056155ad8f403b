import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { AccountCard } from '../components/account-card.tsx';

/** docs/features/accounts.md#sign-up "finished": the welcome, with the store's phone and email. */
export function FinishedView() {
  const settings = useSiteSettings();
  const session = useSession();
  const { name, phone, email } = settings.store_info;
  const firstName = session.user?.first_name;
  return (
    <AccountCard title={firstName ? `Welcome, ${firstName}!` : 'Welcome!'}>
      <Text>Your account at {name} is ready. You are now logged in.</Text>
      {phone || email ? (
        <Text mt="sm">
          Questions? We are happy to help
          {phone ? (
            <>
              {' '}
              at{' '}
              <Anchor underline="always" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </Anchor>
            </>
          ) : null}
          {phone && email ? ' or' : null}
          {email ? (
            <>
              {' '}
              by email at{' '}
              <Anchor underline="always" href={`mailto:${email}`}>
                {email}
              </Anchor>
            </>
          ) : null}
          .
        </Text>
      ) : null}
      <Group mt="lg" gap="sm">
        <Button component={Link} to="/browse">
          Start browsing
        </Button>
        <Button component={Link} to="/account/details" variant="outline">
          Account details
        </Button>
      </Group>
    </AccountCard>
  );
}
