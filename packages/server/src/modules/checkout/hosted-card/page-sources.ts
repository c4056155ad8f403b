import type { FastifyRequest } from 'fastify';
import { pageSegments } from '../../../plugins/first-answers.ts';
import type { ExtraPageSources } from '../../../plugins/security-headers.ts';
import type { StoreContext } from '../../store/service.ts';
import { clearentFormOrigin } from './clearent.ts';
import { hostedCardOffered } from './providers.ts';

/** The page Clearent's card form is drawn on: the review, where its Place order takes the card. */
const clearentFormPage = 'checkout/review';

/**
 * For registerWebApp (docs/features/checkout.md#hosted-card-forms): Clearent's script and card-field frames come from
 * Clearent's gateway, so the page that draws its form lets that origin in, for a store offering Clearent only and on
 * that page only. Every other page and store keeps the policy without it.
 */
export const hostedCardPageSources =
  (storeOf: (request: FastifyRequest, page: { path: string }) => Promise<StoreContext | null>) =>
  async (request: FastifyRequest, page: { path: string }): Promise<ExtraPageSources | null> => {
    // Most pages are told apart by their address alone, without reading their store.
    if (!page.path.replace(/\/+$/, '').endsWith(`/${clearentFormPage}`)) return null;
    const store = await storeOf(request, page);
    if (!store || pageSegments(page.path, store.basename).join('/') !== clearentFormPage) return null;
    if (!hostedCardOffered(store.settings, 'clearent')) return null;
    const origin = clearentFormOrigin(store.settings.hosted_cards.clearent);
    return { scriptSrc: [origin], frameSrc: [origin] };
  };
