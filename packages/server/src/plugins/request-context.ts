import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerFor, type Viewer } from '../modules/catalog/viewer.ts';
import type { CartViewer } from '../modules/cart/service.ts';
import { cartViewerFor, type SessionRecord } from '../modules/session/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is looking, from where: the store, the session's location, price visibility. */
    readonly viewer: Viewer;
    /** The viewer with what the cart needs: login, taxes, promo codes, gift card rules. */
    readonly cartViewer: CartViewer;
  }
}

type Context = { session: SessionRecord | null; viewer: Viewer; cartViewer?: CartViewer };

/**
 * The request's viewer, built once from its store and session. A handler that starts or replaces
 * the session (ensureSession, login) gets a viewer of the new one on its next read.
 */
export function registerRequestContext(app: FastifyInstance): void {
  const contexts = new WeakMap<FastifyRequest, Context>();
  const contextOf = (request: FastifyRequest): Context => {
    const known = contexts.get(request);
    if (known && known.session === request.session) return known;
    const context = { session: request.session, viewer: viewerFor(request.store, request.session) };
    contexts.set(request, context);
    return context;
  };
  app.decorateRequest('viewer', {
    getter(this: FastifyRequest) {
      return contextOf(this).viewer;
    },
  });
  app.decorateRequest('cartViewer', {
    getter(this: FastifyRequest) {
      const context = contextOf(this);
      context.cartViewer ??= cartViewerFor(this.store, this.session);
      return context.cartViewer;
    },
  });
}
