import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { StoreContext } from '../store/service.ts';

/** The logo's height in mail, in CSS pixels; the PNG has twice as many for sharp screens. */
export const mailLogoHeight = 48;

/** Where mail logos are written under DATA_DIR/files, and served from under /files/ (plugins/web-app.ts). */
export const mailLogoFolder = 'mail-logos';

/** A raster a mail client shows as it is; anything else is drawn as SVG. */
const rasterTypes: Record<string, string> = { '.png': '.png', '.jpg': '.jpg', '.jpeg': '.jpg', '.gif': '.gif' };

const isSvgPath = (pathname: string) => path.extname(pathname).toLowerCase() === '.svg';

/** The SVG drawn as a PNG `mailLogoHeight` × 2 pixels high, with the fonts installed on the server. */
export function renderLogoPng(svg: Buffer): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'height', value: mailLogoHeight * 2 },
    font: { loadSystemFonts: true },
  });
  return resvg.render().asPng();
}

/**
 * The store's logo as mail can show it (docs/features/accounts.md#emails). Mail clients do not draw
 * SVG, so a logo kept in DATA_DIR/files is drawn once as a PNG (again only when the file changes: the
 * PNG is named after its source's hash) and served from /files/mail-logos/ with headers any mail
 * client may load it with. A logo elsewhere is linked as it is when it is a raster; an SVG elsewhere
 * gives way to the store's name.
 */
export function createMailLogos(options: {
  dataDir: string;
  logger?: { warn(obj: object, msg: string): void } | undefined;
}) {
  const filesDir = path.join(options.dataDir, 'files');
  /** Source file and its mtime → the mail logo's path under /files/, per process. */
  const known = new Map<string, string>();

  /** The file under DATA_DIR/files that `pathname` (/files/…) names, or null for a path outside it. */
  function localFile(pathname: string): string | null {
    if (!pathname.startsWith('/files/')) return null;
    const file = path.resolve(filesDir, decodeURIComponent(pathname.slice('/files/'.length)));
    return file.startsWith(filesDir + path.sep) ? file : null;
  }

  async function writeOnce(target: string, content: () => Buffer): Promise<void> {
    try {
      await fs.access(target);
      return;
    } catch {
      // Not drawn yet.
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so another process never serves half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    await fs.writeFile(partial, content());
    await fs.rename(partial, target);
  }

  /** The mail logo's path under /files/ for a logo file of ours. */
  async function mailLogoPath(storeId: string, file: string): Promise<string> {
    const { mtimeMs, size } = await fs.stat(file);
    const cacheKey = `${file}|${mtimeMs}|${size}`;
    const cached = known.get(cacheKey);
    if (cached) return cached;
    const source = await fs.readFile(file);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 20);
    const rasterExtension = rasterTypes[path.extname(file).toLowerCase()];
    const name = `${hash}${rasterExtension ?? '.png'}`;
    const storeFolder = path.join(mailLogoFolder, encodeURIComponent(storeId));
    await writeOnce(path.join(filesDir, storeFolder, name), () => (rasterExtension ? source : renderLogoPng(source)));
    const served = `/files/${storeFolder}/${name}`;
    known.set(cacheKey, served);
    return served;
  }

  return {
    /**
     * The absolute address of the logo mail shows, or null for the store's name instead: no logo,
     * an SVG elsewhere, or a logo file that cannot be read or drawn.
     */
    async urlFor(store: StoreContext, baseUrl: string): Promise<string | null> {
      const setting = store.settings.styles.logo_url.trim();
      if (setting === '') return null;
      const logo = new URL(setting, `${baseUrl}/`);
      const file = logo.origin === new URL(baseUrl).origin ? localFile(logo.pathname) : null;
      if (file === null) return isSvgPath(logo.pathname) ? null : logo.toString();
      try {
        return new URL(await mailLogoPath(store.id, file), logo.origin).toString();
      } catch (error) {
        options.logger?.warn(
          { err: error, storeId: store.id, logo: setting },
          'mail shows the store name: logo not drawn',
        );
        return null;
      }
    },
  };
}
export type MailLogos = ReturnType<typeof createMailLogos>;
