import { useState } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { cartMessages } from '@bookfront/contract';
import { LoginPromptDialog } from '../../../entities/session/login-prompt-dialog.tsx';
import { canShowCart, useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useGiftCardPage } from '../api.ts';
import { GiftCardBalanceChecker } from '../components/gift-card-balance-checker.tsx';
import { CustomElements, GiftCardPageSkeleton, StoreGiftCards } from '../components/gift-card-page-content.tsx';
import { GiftCardDialog } from '../../../entities/gift-card/gift-card-dialog.tsx';
import classes from './gift-cards-page.module.css';

/**
 * docs/features/gift-cards.md#gift-cards-page: the store's gift cards and its own words (giftcard/get), then
 * buying a card, and the balance checker when the store shows it (show_gc_balanace_checker). Guests are asked
 * to log in to buy (docs/features/accounts.md#login-and-logout).
 */
export function GiftCardsPage() {
  const settings = useSiteSettings();
  const session = useSession();
  const content = useGiftCardPage(settings.store_info.id);
  const [dialog, setDialog] = useState<'buy' | 'login' | null>(null);
  const canBuy = settings.store_info.giftcards_enabled && settings.cart_enabled;

  return (
    <Container size="sm" px="md" className={classes.wrap}>
      <header className={classes.intro}>
        <span className={classes.icon} aria-hidden>
          <IconGift size={30} stroke={1.6} />
        </span>
        <Title order={1} id="gift-cards-heading" className={classes.title}>
          Gift Cards
        </Title>
        <Text size="lg">
          Give the gift of reading: a {settings.store_info.name} gift card, for any amount from $
          {settings.store_info.giftcard_minimum}, spent on anything in the store.
        </Text>
      </header>
      {/* The store's content is extra: if it cannot be loaded, buying and checking balances still work. */}
      {content.isPending ? (
        <GiftCardPageSkeleton />
      ) : content.isSuccess ? (
        <>
          <StoreGiftCards cards={content.data.store_giftcards} />
          <CustomElements elements={content.data.webstore_custom_elements} />
        </>
      ) : null}
      <section className={classes.card} aria-labelledby="buy-gift-card-heading">
        <Title order={2} size="h3" id="buy-gift-card-heading" className={classes.title}>
          Buy a gift card online
        </Title>
        {canBuy ? (
          <Button
            size="md"
            onClick={() => setDialog(session.logged_in && canShowCart(settings, session) ? 'buy' : 'login')}
          >
            Buy a gift card
          </Button>
        ) : (
          <Text c="dimmed">{cartMessages.giftCardsDisabled}</Text>
        )}
      </section>
      {settings.show_gc_balanace_checker ? (
        <div className={classes.card}>
          <GiftCardBalanceChecker />
        </div>
      ) : null}
      <GiftCardDialog opened={dialog === 'buy'} onClose={() => setDialog(null)} />
      <LoginPromptDialog opened={dialog === 'login'} onClose={() => setDialog(null)} />
    </Container>
  );
}
