import { defineActions, emptyInputSchema, uploadedFileSchema } from '../actions/define.ts';
import { catalogErrorCodes } from './messages.ts';
import {
  audiobookResultSchema,
  authorInputSchema,
  browseGetInputSchema,
  browseUrlInputSchema,
  eisbnInputSchema,
  getItemInputSchema,
  productCodeSchema,
  relatedItemsSchema,
  searchResponseSchema,
  seriesInputSchema,
  titleDetailSchema,
  titleRowsSchema,
} from './schemas.ts';

/** Browse, search and the item page (docs/features/browse-and-search.md, docs/features/item-page.md). */
export const catalogActionTable = defineActions({
  'browse/get': {
    summary: 'One page of search or browse results with the filter counts (filter_info) for the whole result.',
    input: browseGetInputSchema,
    output: searchResponseSchema,
    errors: [catalogErrorCodes.malformedFilter],
    access: 'public',
  },
  'browse/url': {
    summary: 'Finds the titles whose ISBNs a public web page lists.',
    input: browseUrlInputSchema,
    output: searchResponseSchema,
    errors: [catalogErrorCodes.urlRefused, catalogErrorCodes.urlFailed],
    access: 'public',
  },
  'browse/file': {
    summary: 'Finds the titles whose ISBNs an uploaded file lists (txt, csv, html, xls, xlsx or pdf).',
    input: emptyInputSchema.extend({ file: uploadedFileSchema }),
    output: searchResponseSchema,
    errors: [catalogErrorCodes.fileTypeRefused, catalogErrorCodes.fileUnreadable],
    access: 'public',
    upload: true,
  },
  'title/getItem': {
    summary: "One title as the item page shows it, with the store's stock, prices and availability.",
    input: getItemInputSchema,
    output: titleDetailSchema,
    errors: [catalogErrorCodes.itemNotFound],
    access: 'public',
  },
  'title/getProductCode': {
    summary: 'The printed ISBN or product code of a title.',
    input: eisbnInputSchema,
    output: productCodeSchema,
    errors: [catalogErrorCodes.itemNotFound],
    access: 'public',
  },
  'title/getRelatedItems': {
    summary: "The item page's related titles: more by the author, in the series, in the subject.",
    input: eisbnInputSchema,
    output: relatedItemsSchema,
    errors: [catalogErrorCodes.itemNotFound],
    access: 'public',
  },
  'title/getBindingItems': {
    summary: 'The other editions and bindings of a title.',
    input: eisbnInputSchema,
    output: titleRowsSchema,
    errors: [catalogErrorCodes.itemNotFound],
    access: 'public',
  },
  'title/getSeriesItems': {
    summary: 'The titles of a series, in series order.',
    input: seriesInputSchema,
    output: titleRowsSchema,
    errors: [],
    access: 'public',
  },
  'title/getAuthorItems': {
    summary: "An author's titles, for the author dialog.",
    input: authorInputSchema,
    output: titleRowsSchema,
    errors: [],
    access: 'public',
  },
  'title/getLibroAudiobooks': {
    summary: 'The audiobook editions of a title from the store’s audiobook provider.',
    input: eisbnInputSchema,
    output: audiobookResultSchema,
    errors: [catalogErrorCodes.itemNotFound, catalogErrorCodes.audiobookLookupFailed],
    access: 'public',
  },
});
