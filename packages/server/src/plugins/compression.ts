import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/**
 * Compresses answers larger than 1 KB (JSON, HTML, SVG placeholders) with brotli or gzip. The
 * web app's hashed assets are compressed once at build time and served as they are, so the
 * per-request work here is only for dynamic answers: a fast brotli level keeps it cheap.
 */
export const compressionOptions = {
  encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, ...compressionOptions });
}
