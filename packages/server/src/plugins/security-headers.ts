import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

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

/** Sources one page's policy adds to the policy every page has (a provider's card form on its checkout page). */
export type ExtraPageSources = { scriptSrc: string[]; frameSrc: string[] };

const directiveNames: Record<keyof ExtraPageSources, string> = { scriptSrc: 'script-src', frameSrc: 'frame-src' };

/**
 * The reply's content security policy with `extra` added to its directives: for one page of one store only
 * (docs/features/checkout.md#hosted-card-forms), where the policy every page has is set before the store is known.
 */
export function widenContentSecurityPolicy(reply: FastifyReply, extra: ExtraPageSources): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const widened = policy.split(';').map((directive) => {
    const name = directive.trim().split(/\s+/, 1)[0];
    const key = (Object.keys(directiveNames) as (keyof ExtraPageSources)[]).find((k) => directiveNames[k] === name);
    return key && extra[key].length > 0 ? `${directive.trim()} ${extra[key].join(' ')}` : directive;
  });
  reply.header('content-security-policy', widened.join(';'));
}

/** A year, and every subdomain of the store's host; sent only to a shopper on HTTPS. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's defaults, with a policy the SPA can live under: our own scripts and the analytics
 * loader only; inline styles because Mantine injects its CSS variables at run time; images from
 * covers and banners anywhere on https. HTTPS (docs/architecture.md#security) is the `https`
 * setting, or a request the trusted proxy marks https: only then is HSTS sent, and the session
 * cookie made Secure (plugins/session.ts), so a plain-http local install keeps working.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.decorateRequest('isHttps', false);
  app.addHook('onRequest', async (request, reply) => {
    request.isHttps = options.https || request.protocol === 'https';
    if (request.isHttps) reply.header('strict-transport-security', strictTransportSecurity);
  });
  const setHeaders = helmet({
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
  // Made once: Fastify's helmet plugin makes the middleware again on every request, which cost a
  // tenth of a cached answer's time (docs/decisions/0071-cached-pages-kept-compressed.md).
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
