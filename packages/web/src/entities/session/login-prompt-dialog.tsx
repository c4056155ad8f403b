import { Button, Group, Modal, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { shellMessages } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { rememberPostLoginPath } from './post-login.ts';

/** docs/features/accounts.md#sign-up: a guest using a login-only feature is asked to log in or sign up. */
export function LoginPromptDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const location = useLocation();
  const remember = () => {
    rememberPostLoginPath(`${location.pathname}${location.search}${location.hash}`);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Log in or sign up" centered radius="md">
      <Text mb="lg">{shellMessages.loginOrSignUp}</Text>
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={paths.accountSignup()} variant="outline" onClick={remember}>
          Sign up
        </Button>
        <Button component={Link} to={paths.accountLogin()} onClick={remember}>
          Login
        </Button>
      </Group>
    </Modal>
  );
}
