import { defineAction, emptyInputSchema, tableOf } from '../actions/define.ts';
import { featureMessages } from './messages.ts';
import {
  featureListInputSchema,
  featureListResultSchema,
  featurePdfOptionsSchema,
  getCustomInputSchema,
  getCustomResultSchema,
} from './schemas.ts';

export const titlelistGetCustomAction = defineAction({
  name: 'titlelist/getCustom',
  input: getCustomInputSchema,
  output: getCustomResultSchema,
  errors: [],
  access: 'public',
});

export const featureGetListAction = defineAction({
  name: 'feature/getList',
  input: featureListInputSchema,
  output: featureListResultSchema,
  errors: [],
  access: 'public',
});

export const featureGetPdfOptionsAction = defineAction({
  name: 'feature/getPdfOptions',
  input: emptyInputSchema,
  output: featurePdfOptionsSchema,
  errors: [],
  access: 'customer',
  loginMessage: featureMessages.pdfLoginRequired,
});

/** The store's home and custom pages and its featured lists (docs/features/custom-pages.md). */
export const pageActionTable = tableOf(titlelistGetCustomAction, featureGetListAction, featureGetPdfOptionsAction);
