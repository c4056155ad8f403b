import cookie from '@fastify/cookie';
import { limits } from '@bookfront/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { logActions } from './modules/log/actions.ts';
import { createLogRepository } from './modules/log/repository.ts';
import { createLogService } from './modules/log/service.ts';
import { createSessionRepository } from './modules/session/repository.ts';
import { sessionActions } from './modules/session/actions.ts';
import { createSessionService } from './modules/session/service.ts';
import { storeActions } from './modules/store/actions.ts';
import { createStoreRepository } from './modules/store/repository.ts';
import { createStoreService } from './modules/store/service.ts';
import { registerBodyParsers } from './plugins/body-parsers.ts';
import { registerCrossSiteProtection } from './plugins/cross-site.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import './plugins/fastify-types.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessionLookup } from './plugins/session.ts';
import { registerSiteAccessGate } from './plugins/site-access.ts';
import { registerStoreResolution } from './plugins/store.ts';
import { validatorCompiler } from './plugins/validator.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  db: Kysely<Database>;
  dataDir: string;
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a load balancer (decides https, hence the cookie's Secure flag). */
  trustProxy?: boolean;
  /** More actions under /api with the same hooks as ours; tests use it for test-only actions. */
  extraActions?: FastifyPluginAsyncZod[];
};

/** The whole HTTP app: plugins first, then each module wired by hand (STYLE.md). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: limits.requestBodyMaxBytes,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  registerCrossSiteProtection(app);
  await registerBodyParsers(app);

  const stores = createStoreService(createStoreRepository(deps.db));
  const sessions = createSessionService(createSessionRepository(deps.db), stores);
  const log = createLogService(createLogRepository(deps.db));

  await app.register(
    async (api) => {
      // Order matters: the session cookie is per store, and the gate needs both.
      registerStoreResolution(api, stores);
      registerSessionLookup(api, sessions);
      registerSiteAccessGate(api);
      await api.register(storeActions(stores));
      await api.register(sessionActions(sessions));
      await api.register(logActions(log));
      for (const actions of deps.extraActions ?? []) await api.register(actions);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { webDistDir: deps.webDistDir, dataDir: deps.dataDir });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
