import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request (Fastify's own logging writes two): method, path, status and
 * time. The query string is left out, since some links carry a token (a guest's order link, a
 * password reset) that has no place in a log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
    done();
  });
}
