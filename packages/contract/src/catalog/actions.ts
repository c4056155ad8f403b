import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { uploadedFileSchema } from '../actions/uploaded-file.ts';
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

export const browseGetAction = defineAction({
  name: 'browse/get',
  input: browseGetInputSchema,
  output: searchResponseSchema,
  errors: [catalogErrorCodes.malformedFilter],
  access: 'public',
});

export const browseUrlAction = defineAction({
  name: 'browse/url',
  input: browseUrlInputSchema,
  output: searchResponseSchema,
  errors: [catalogErrorCodes.urlRefused, catalogErrorCodes.urlFailed],
  access: 'public',
});

export const browseFileAction = defineAction({
  name: 'browse/file',
  input: emptyInputSchema.extend({ file: uploadedFileSchema }),
  output: searchResponseSchema,
  errors: [catalogErrorCodes.fileTypeRefused, catalogErrorCodes.fileUnreadable],
  access: 'public',
  upload: true,
});

export const titleGetItemAction = defineAction({
  name: 'title/getItem',
  input: getItemInputSchema,
  output: titleDetailSchema,
  errors: [catalogErrorCodes.itemNotFound],
  access: 'public',
});

export const titleGetProductCodeAction = defineAction({
  name: 'title/getProductCode',
  input: eisbnInputSchema,
  output: productCodeSchema,
  errors: [catalogErrorCodes.itemNotFound],
  access: 'public',
});

export const titleGetRelatedItemsAction = defineAction({
  name: 'title/getRelatedItems',
  input: eisbnInputSchema,
  output: relatedItemsSchema,
  errors: [catalogErrorCodes.itemNotFound],
  access: 'public',
});

export const titleGetBindingItemsAction = defineAction({
  name: 'title/getBindingItems',
  input: eisbnInputSchema,
  output: titleRowsSchema,
  errors: [catalogErrorCodes.itemNotFound],
  access: 'public',
});

export const titleGetSeriesItemsAction = defineAction({
  name: 'title/getSeriesItems',
  input: seriesInputSchema,
  output: titleRowsSchema,
  errors: [],
  access: 'public',
});

export const titleGetAuthorItemsAction = defineAction({
  name: 'title/getAuthorItems',
  input: authorInputSchema,
  output: titleRowsSchema,
  errors: [],
  access: 'public',
});

export const titleGetLibroAudiobooksAction = defineAction({
  name: 'title/getLibroAudiobooks',
  input: eisbnInputSchema,
  output: audiobookResultSchema,
  errors: [catalogErrorCodes.itemNotFound, catalogErrorCodes.audiobookLookupFailed],
  access: 'public',
});

/** Browse, search and the item page (docs/features/browse-and-search.md, docs/features/item-page.md). */
export const catalogActionTable = tableOf(
  browseGetAction,
  browseUrlAction,
  browseFileAction,
  titleGetItemAction,
  titleGetProductCodeAction,
  titleGetRelatedItemsAction,
  titleGetBindingItemsAction,
  titleGetSeriesItemsAction,
  titleGetAuthorItemsAction,
  titleGetLibroAudiobooksAction,
);
