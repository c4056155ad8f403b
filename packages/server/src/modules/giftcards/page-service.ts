import type { GiftCardPage, StoreSettings } from '@bookfront/contract';
import { sanitisePageHtml } from '../store/page-html.ts';

/*
 * docs/features/gift-cards.md#gift-cards-page: giftcard/get's answer from the store's settings. The
 * custom elements' HTML is sanitised here, once per settings object (a store's settings are parsed
 * again whenever they change, so a new object means new settings).
 */
const pages = new WeakMap<StoreSettings, GiftCardPage>();

export function giftCardPageOf(settings: StoreSettings): GiftCardPage {
  const cached = pages.get(settings);
  if (cached) return cached;
  const page: GiftCardPage = {
    store_giftcards: settings.store_giftcards.map(({ id, name, description, image_url }) => ({
      id,
      name,
      description,
      image_url,
    })),
    show_gc_balanace_checker: settings.show_gc_balanace_checker,
    webstore_custom_elements: settings.webstore_custom_elements
      .map(({ id, title, html }) => ({ id, title, html: sanitisePageHtml(html) }))
      .filter((element) => element.title !== '' || element.html !== ''),
  };
  pages.set(settings, page);
  return page;
}
