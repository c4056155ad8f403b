import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { consoleErrorCodes, consoleLoginInputSchema, consoleMessages } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useConsoleLogin } from '../api.ts';
import classes from './console.module.css';

type Fields = { email?: string; password?: string; code?: string };

/** docs/features/store-console.md#staff-accounts: email and password, then an owner's authenticator code. */
export function ConsoleLoginPage() {
  useDocumentTitle(`${consoleMessages.logIn} · ${consoleMessages.title}`);
  const login = useConsoleLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { email, password, ...(needsCode ? { code } : {}) };
    const parsed = consoleLoginInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Fields = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Fields;
        next[field] ??= issue.message;
      }
      setFields(next);
      setFailure(null);
      return;
    }
    setFields({});
    login.mutate(input, {
      onSuccess: (result) => {
        setFailure(null);
        if (result.totp_required) setNeedsCode(true);
      },
      onError: (error) => {
        if (error instanceof ActionError && error.status === 429) setFailure(consoleMessages.tooManyAttempts);
        else setFailure(error.message);
        if (error instanceof ActionError && error.code === consoleErrorCodes.loginFailed) {
          if (needsCode) setCode('');
          else setPassword('');
        }
        setFields((error instanceof ActionError ? error.failure.fields : undefined) ?? {});
      },
    });
  };

  return (
    <Stack maw={380} mx="auto" mt="xl" gap="sm" className={classes.panel}>
      <Title order={1} size="h3">
        {consoleMessages.title}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert" p="xs">
              {failure}
            </Alert>
          ) : null}
          {needsCode ? (
            <>
              <Text size="sm">{consoleMessages.codeHint}</Text>
              <TextInput
                label={consoleMessages.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={fields.code}
              />
              <Button type="submit" loading={login.isPending}>
                {consoleMessages.verify}
              </Button>
            </>
          ) : (
            <>
              <TextInput
                label={consoleMessages.email}
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fields.email}
              />
              <PasswordInput
                label={consoleMessages.password}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={fields.password}
              />
              <Button type="submit" loading={login.isPending}>
                {consoleMessages.logIn}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
