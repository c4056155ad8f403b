import { catalogMessages, type SearchResponse, type TitleSummary, catalogErrorCodes } from '@bookfront/contract';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import type { Viewer } from '../catalog/viewer.ts';
import type { TitleService } from '../catalog/title-service.ts';
import {
  defaultExtractLimits,
  extractIsbns,
  UnreadableFileError,
  type ExtractLimits,
  type TextFlavour,
} from './extract.ts';
import { extensionOf, isAcceptedFile, sniffFileKind } from './file-kind.ts';
import { fetchPublicPage, UrlFetchError, UrlRefusedError, type FetchLimits } from './safe-fetch.ts';

const urlRefused = () => new BadRequestError(catalogErrorCodes.urlRefused, catalogMessages.urlRefused);
const urlFailed = () =>
  new AppError({ status: 422, code: catalogErrorCodes.urlFailed, message: catalogMessages.urlFailed });

export type UploadedFileInput = { filename: string; data: Buffer };
export type LookupFailureLog = (error: Error) => void;

/** How a file's text reads by its name: an .xls that is text is most often a web page's table. */
export const flavourOfExtension = (filename: string): TextFlavour => {
  const extension = extensionOf(filename);
  if (extension === 'html' || extension === 'htm' || extension === 'xls') return 'html';
  return extension === 'csv' ? 'csv' : 'plain';
};

function flavourOfContentType(contentType: string): { flavour: TextFlavour; charset: string | undefined } {
  const [mediaType = ''] = contentType.toLowerCase().split(';');
  const charset = /charset="?([\w-]+)"?/i.exec(contentType)?.[1];
  const flavour = mediaType.includes('html') ? 'html' : mediaType.includes('csv') ? 'csv' : 'plain';
  return { flavour, charset };
}

/** browse/url and browse/file: the titles whose ISBNs a page or a file names (docs/features/browse-and-search.md#search-by-url-or-file). */
export function createLookupService(
  titles: Pick<TitleService, 'summariesByEisbns'>,
  options: { fetchLimits?: Partial<FetchLimits>; extractLimits?: ExtractLimits } = {},
) {
  const extractLimits = options.extractLimits ?? defaultExtractLimits;

  /** Known titles in the order their ISBNs appeared; unknown ISBNs are dropped. */
  async function responseFor(viewer: Viewer, eisbns: string[]): Promise<SearchResponse> {
    const rows: TitleSummary[] =
      eisbns.length === 0
        ? []
        : await titles.summariesByEisbns(viewer.storeId, viewer.locationId, eisbns, {
            hidePrices: viewer.hidePrices,
            locations: viewer.locations,
          });
    return { rows, row_count: rows.length, max_offset: 0, filter_info: [] };
  }

  return {
    async searchUrl(input: {
      viewer: Viewer;
      url: string;
      allowlist: readonly string[];
      onFailure?: LookupFailureLog;
    }): Promise<SearchResponse> {
      let eisbns: string[];
      try {
        const page = await fetchPublicPage(input.url, {
          allowlist: input.allowlist,
          limits: options.fetchLimits ?? {},
        });
        const kind = sniffFileKind(page.data);
        if (kind === null) throw new UrlFetchError(`not a page or list (${page.contentType})`);
        eisbns = await extractIsbns({
          data: page.data,
          kind,
          ...flavourOfContentType(page.contentType),
          limits: extractLimits,
        });
      } catch (error) {
        if (error instanceof UrlRefusedError) {
          input.onFailure?.(error);
          throw urlRefused();
        }
        if (error instanceof UrlFetchError || error instanceof UnreadableFileError) {
          input.onFailure?.(error);
          throw urlFailed();
        }
        throw error;
      }
      return responseFor(input.viewer, eisbns);
    },

    async searchFile(input: {
      viewer: Viewer;
      file: UploadedFileInput;
      onFailure?: LookupFailureLog;
    }): Promise<SearchResponse> {
      const kind = sniffFileKind(input.file.data);
      if (!isAcceptedFile(input.file.filename, kind)) {
        throw new AppError({
          status: 415,
          code: catalogErrorCodes.fileTypeRefused,
          message: catalogMessages.fileTypeRefused,
        });
      }
      let eisbns: string[];
      try {
        eisbns = await extractIsbns({
          data: input.file.data,
          kind,
          flavour: flavourOfExtension(input.file.filename),
          limits: extractLimits,
        });
      } catch (error) {
        if (!(error instanceof UnreadableFileError)) throw error;
        input.onFailure?.(error);
        throw new AppError({
          status: 422,
          code: catalogErrorCodes.fileUnreadable,
          message: catalogMessages.fileUnreadable,
        });
      }
      return responseFor(input.viewer, eisbns);
    },
  };
}
export type LookupService = ReturnType<typeof createLookupService>;
