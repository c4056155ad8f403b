import { Skeleton, SimpleGrid, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import DOMPurify from 'dompurify';
import type { GiftCardPage } from '@bookfront/contract';
import classes from './gift-card-page-content.module.css';

/** docs/features/gift-cards.md#gift-cards-page: the store's gift cards, each with its picture when it has one. */
export function StoreGiftCards({ cards }: { cards: GiftCardPage['store_giftcards'] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="store-gift-cards-heading" className={classes.section}>
      <Title order={2} id="store-gift-cards-heading" className={classes.heading}>
        Our gift cards
      </Title>
      <SimpleGrid cols={{ base: 1, sm: cards.length > 1 ? 2 : 1 }} spacing="lg">
        {cards.map((card) => (
          <article key={card.id} className={classes.giftCard} aria-labelledby={`gift-card-${card.id}`}>
            {card.image_url ? (
              <img src={card.image_url} alt="" className={classes.picture} loading="lazy" />
            ) : (
              <div className={classes.placeholder} aria-hidden>
                <IconGift size={40} stroke={1.4} />
              </div>
            )}
            <div className={classes.body}>
              <Title order={3} size="h4" id={`gift-card-${card.id}`}>
                {card.name}
              </Title>
              {card.description ? <Text mt={6}>{card.description}</Text> : null}
            </div>
          </article>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The store's own words on the page; sanitised by the server and again here. */
export function CustomElements({ elements }: { elements: GiftCardPage['webstore_custom_elements'] }) {
  return elements.map((element) => (
    <section
      key={element.id}
      className={classes.custom}
      {...(element.title ? { 'aria-labelledby': `custom-element-${element.id}` } : {})}
    >
      {element.title ? (
        <Title order={2} size="h3" id={`custom-element-${element.id}`} className={classes.heading}>
          {element.title}
        </Title>
      ) : null}
      <div
        className={classes.html}
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(element.html, { USE_PROFILES: { html: true } }) }}
      />
    </section>
  ));
}

export function GiftCardPageSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label="Loading the store's gift cards"
      className={classes.section}
    >
      <Skeleton height={200} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </SimpleGrid>
  );
}
