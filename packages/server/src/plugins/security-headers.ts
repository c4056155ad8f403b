import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Google Analytics, which a store turns on with its google_analytics_code setting (docs/features/store-settings.md#store-info). */
const analyticsScripts = ['https://www.googletagmanager.com'];
const analyticsBeacons = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const scriptNonces = new WeakMap<IncomingMessage, string>();

/** A new nonce for the request's scripts, which its policy names. */
function scriptNonceSource(request: IncomingMessage): string {
  const nonce = randomBytes(16).toString('base64');
  scriptNonces.set(request, nonce);
  return `'nonce-${nonce}'`;
}

/**
 * The nonce the request's policy lets scripts run with: the page gives it to the store's own
 * scripts in custom_head and custom_body (docs/features/shell-and-navigation.md#the-stores-own-head-and-body).
 */
export const scriptNonceOf = (request: FastifyRequest): string | undefined => scriptNonces.get(request.raw);

/** A year, and every subdomain of the store's host; sent only to a shopper on HTTPS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's defaults, with a policy the SPA can live under: our own scripts and the analytics
 * loader only; inline styles because Mantine injects its CSS variables at run time; images from
 * covers and banners anywhere on https. HTTPS (docs/architecture.md#security) is the `https`
 * setting, or a request the trusted proxy marks https: only then is HSTS sent, and the session
 * cookie made Secure (plugins/session.ts), so a plain-http local install keeps working.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  app.decorateRequest('isHttps', false);
  app.addHook('onRequest', async (request, reply) => {
    request.isHttps = options.https || request.protocol === 'https';
    if (request.isHttps) reply.header('strict-transport-security', strictTransportSecurity);
  });
  await app.register(helmet, {
    // Sent above, over HTTPS only: a browser must never pin a plain-http install to https.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analyticsScripts, (request) => scriptNonceSource(request)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...analyticsBeacons],
        // docs/features/checkout.md#hosted-card-forms: a provider's card form in a frame (Chase's). Plain http only
        // on a plain-http install, whose pages are not protected anyway (a local try-out, the tests' stand-in).
        frameSrc: ["'self'", 'https:', ...(options.https ? [] : ['http:'])],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Plain-http deployments (a LAN, localhost) would lose every asset to the upgrade.
        upgradeInsecureRequests: null,
      },
    },
    // Covers and logos may come from other origins and are drawn without CORS.
    crossOriginEmbedderPolicy: false,
  });
}
