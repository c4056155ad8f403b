import { Alert, Button, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { consoleCatalogueMessages as messages } from '@bookfront/contract';
import { useSetHidden } from '../api.ts';
import classes from '../../pages/console.module.css';

/**
 * docs/features/store-console.md#catalogue-and-stock: whether this store's storefront shows the
 * title, and the button that hides it or shows it again.
 */
export function VisibilityForm({ eisbn, isHidden }: { eisbn: string; isHidden: boolean }) {
  const headingId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const setHidden = useSetHidden(eisbn);

  const handleClick = () => {
    setSaved(null);
    setHidden.mutate(!isHidden, {
      onSuccess: (title) => setSaved(title.hidden ? messages.hiddenSaved : messages.shownSaved),
    });
  };

  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb={4}>
        {messages.storefrontHeading}
      </Title>
      <Text size="sm" mb="xs">
        {isHidden ? messages.hiddenNote : messages.shownNote}
      </Text>
      <Button size="sm" variant={isHidden ? 'filled' : 'default'} loading={setHidden.isPending} onClick={handleClick}>
        {isHidden ? messages.show : messages.hide}
      </Button>
      {setHidden.isError ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {setHidden.error.message}
        </Alert>
      ) : null}
      {saved ? (
        <Text size="sm" mt="xs" role="status">
          {saved}
        </Text>
      ) : null}
    </section>
  );
}
