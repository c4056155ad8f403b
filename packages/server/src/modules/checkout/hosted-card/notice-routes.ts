import type { HostedCardProviderName } from '@bookfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../lib/errors.ts';
import { storeBase } from '../../seo/service.ts';
import type { StoreService } from '../../store/service.ts';
import { hostedCardProviders } from './providers.ts';
import type { HostedCardService } from './service.ts';

type NoticeRequest = FastifyRequest<{ Params: { basename?: string; provider: string }; Body: string }>;

/** A notice is a provider's small JSON document; anything larger is not one. */
const noticeBodyLimit = 64 * 1024;

/**
 * POST /webhooks/hosted-cards/{provider} (and under a store's basename): a hosted card provider's signed notice that a
 * payment was made (docs/features/checkout.md#provider-notices). The body is read as it came, since the signature is
 * over its bytes. Refusals say nothing more than their status: 404 for a provider or store without notices or a payment
 * the provider does not know, 401 for a signature that is not the provider's, 400 for a body that is not text, 503 when
 * the provider could not be asked about it.
 */
export function registerHostedCardNoticeRoutes(
  app: FastifyInstance,
  services: { hostedCards: HostedCardService; stores: Pick<StoreService, 'resolveStore'> },
): PromiseLike<unknown> {
  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: noticeBodyLimit }, (_request, body, done) => {
      done(null, body);
    });

    const refuse = (reply: FastifyReply, status: 400 | 401 | 404 | 503) => reply.code(status).send();

    const takeNotice = async (request: NoticeRequest, reply: FastifyReply) => {
      const name = request.params.provider;
      if (!Object.hasOwn(hostedCardProviders, name)) return refuse(reply, 404);
      if (typeof request.body !== 'string') return refuse(reply, 400);
      const basename = request.params.basename?.toLowerCase();
      const store = await services.stores
        .resolveStore({ hostname: request.hostname.toLowerCase(), basename })
        .catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
      if (!store || (basename !== undefined && store.basename !== basename)) return refuse(reply, 404);
      const outcome = await services.hostedCards.takeNotice(store, name as HostedCardProviderName, {
        body: request.body,
        headers: request.headers,
        baseUrl: storeBase(store, `${request.protocol}://${request.host}`, basename !== undefined),
      });
      if (outcome === 'unknown') return refuse(reply, 404);
      if (outcome === 'unsigned') return refuse(reply, 401);
      // The provider sends its notice again later.
      if (outcome === 'unavailable') return refuse(reply, 503);
      return reply.code(200).send();
    };

    scope.post('/webhooks/hosted-cards/:provider', takeNotice);
    scope.post('/:basename/webhooks/hosted-cards/:provider', takeNotice);
  });
}
