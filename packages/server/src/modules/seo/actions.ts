import { commonErrorCodes, commonMessages } from '@bookfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from '../../plugins/web-app.ts';
import type { SeoService } from './service.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const hostnameOf = (request: FastifyRequest) => request.hostname.toLowerCase();

/** Sitemaps change when stock does; an hour is fresh enough for a crawler. */
const sitemapCache = 'public, max-age=3600';

type SitemapParams = { basename?: string; page?: string };

/** GET sitemap.xml and its pages, at the root and under a store's basename (modules/seo/service.ts). */
export function registerSeoRoutes(app: FastifyInstance, seo: SeoService): void {
  const sendSitemap = async (request: FastifyRequest<{ Params: SitemapParams }>, reply: FastifyReply) => {
    const { basename, page } = request.params;
    const pageNumber = page === undefined ? undefined : /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 0;
    const xml = await seo.sitemap({
      hostname: hostnameOf(request),
      origin: originOf(request),
      ...(basename === undefined ? {} : { basename: basename.toLowerCase() }),
      ...(pageNumber === undefined ? {} : { page: pageNumber }),
    });
    if (xml === null) return reply.code(404).send({ error: commonMessages.notFound, code: commonErrorCodes.notFound });
    return reply.header('cache-control', sitemapCache).type('application/xml; charset=utf-8').send(xml);
  };

  app.get('/sitemap.xml', sendSitemap);
  app.get('/sitemap-:page.xml', sendSitemap);
  app.get('/:basename/sitemap.xml', sendSitemap);
  app.get('/:basename/sitemap-:page.xml', sendSitemap);
}

/** For registerWebApp: the item page's head, rendered into index.html. */
export const seoPageRenderer =
  (seo: SeoService): PageRenderer =>
  (request, page) =>
    seo.renderPage({ hostname: hostnameOf(request), origin: originOf(request), path: page.path }, page.indexHtml);

/** For registerWebApp: robots.txt with the host's sitemaps. */
export const seoRobotsTxt = (seo: SeoService) => (request: FastifyRequest) =>
  seo.robotsTxt({ hostname: hostnameOf(request), origin: originOf(request) });
