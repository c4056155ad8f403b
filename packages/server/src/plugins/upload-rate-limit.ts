import { commonMessages } from '@bookfront/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimitPolicy, RateLimitService } from '../modules/rate-limit/service.ts';

/**
 * Uploads from one address (browse/file, cart/import: guests may call both). Reading and parsing a
 * file of up to 50 MB costs the server far more than any other request, so one address gets a
 * shopper's share; a school or office behind one address still has room.
 */
export const uploadsPerIp: RateLimitPolicy = { name: 'upload-ip', limit: 30, windowSeconds: 10 * 60 };

/** Counts an upload against its address before a byte of it is read, and refuses it past the limit (429). */
export function registerUploadRateLimit(api: FastifyInstance, rateLimits: RateLimitService): void {
  api.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.takesUpload) return;
    await rateLimits.consume(uploadsPerIp, request.ip, commonMessages.rateLimited);
  });
}
