import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { sharedCartMessages, type CartImportRow, type SharedCart } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { ActionError } from '../../../lib/api-client.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { useAddSharedCart, useSharedCart } from '../shared-cart-api.ts';
import classes from './shared-cart-page.module.css';

/** The sentence of a failure: a link that cannot be read says so on its field. */
const messageOf = (error: Error) =>
  error instanceof ActionError ? (error.failure.fields?.titles ?? error.failure.error) : error.message;

function SharedLines({ lines }: { lines: SharedCart['lines'] }) {
  const format = useFormatPrice();
  return (
    <ul className={classes.lines} aria-label="Titles in the shared cart">
      {lines.map(({ title, quantity, condition }) => (
        <li key={`${title.eisbn}:${condition}`} className={classes.line}>
          <TitleCover
            eisbn={title.eisbn}
            cacheKey={title.cover_image_cache}
            title={title.title}
            author={title.authors[0]?.name ?? ''}
            width={72}
            alt=""
          />
          <div className={classes.lineBody}>
            <Anchor component={Link} to={paths.item(title.eisbn)} className={classes.title}>
              {title.title}
            </Anchor>
            {title.authors.length > 0 ? (
              <Text size="sm">{title.authors.map((author) => author.name).join(', ')}</Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {[title.binding, condition === 'NEW' ? '' : condition].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <div className={classes.lineSide}>
            <Text size="sm">{sharedCartMessages.quantity(quantity)}</Text>
            {title.price !== null ? <Text fw={600}>{format(title.price)}</Text> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddedSummary({ rows }: { rows: CartImportRow[] }) {
  const added = rows.filter((row) => row.success).length;
  const refused = rows.filter((row) => !row.success);
  return (
    <Stack gap="sm">
      <Alert color={added > 0 ? 'green' : 'yellow'} role="status" radius="md">
        <Text>{sharedCartMessages.added(added)}</Text>
      </Alert>
      {refused.length > 0 ? (
        <ul className={classes.refused} aria-label={sharedCartMessages.notAdded}>
          {refused.map((row) => (
            <li key={row.isbn}>
              <strong>{row.title ?? row.isbn}</strong>: {row.message}
            </li>
          ))}
        </ul>
      ) : null}
      <Group>
        <Button component={Link} to={paths.cart()}>
          {sharedCartMessages.goToCart}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /checkout/shared?titles=… (docs/features/cart.md#email-cart): the page an emailed cart's
 * "Open your cart" link opens. It shows the sender's titles, whoever opens it, and adds them to the
 * opener's own cart in one click.
 */
export function SharedCartPage() {
  const [searchParams] = useSearchParams();
  const titles = searchParams.get('titles') ?? '';
  const session = useSession();
  const shared = useSharedCart(titles, session.location_id);
  const addShared = useAddSharedCart();
  const lines = shared.data?.lines ?? [];

  return (
    <Container size="md" className={classes.page}>
      <h1 className={classes.heading}>{sharedCartMessages.heading}</h1>
      <Text mb="lg">{sharedCartMessages.intro}</Text>
      {titles === '' ? (
        <Alert color="red" role="alert" radius="md">
          {sharedCartMessages.invalidLink}
        </Alert>
      ) : null}
      {shared.isPending && titles !== '' ? (
        <Stack aria-busy="true" aria-label="Loading the shared cart">
          <Skeleton height={108} />
          <Skeleton height={108} />
        </Stack>
      ) : null}
      {shared.isError ? (
        <Alert color="red" role="alert" radius="md">
          {messageOf(shared.error)}
        </Alert>
      ) : null}
      {shared.isSuccess && lines.length === 0 ? (
        <Alert color="gray" role="status" radius="md">
          {sharedCartMessages.empty}
        </Alert>
      ) : null}
      {lines.length > 0 ? (
        <Stack gap="lg">
          <SharedLines lines={lines} />
          {addShared.data ? (
            <AddedSummary rows={addShared.data.result.titles} />
          ) : (
            <Group>
              <Button
                size="md"
                leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
                loading={addShared.isPending}
                onClick={() => addShared.mutate(titles)}
              >
                {sharedCartMessages.addAll}
              </Button>
            </Group>
          )}
          {addShared.isError ? (
            <Alert color="red" role="alert" radius="md">
              {messageOf(addShared.error)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Container>
  );
}
