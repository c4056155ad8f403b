import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { listPdfOptionsSchema } from '../reports/schemas.ts';
import { featureMessages } from './messages.ts';
import {
  featureListInputSchema,
  featureListResultSchema,
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
  // The layouts of any list's PDF: a featured list is made into one by titlelist/getPdf.
  output: listPdfOptionsSchema,
  errors: [],
  access: 'customer',
  loginMessage: featureMessages.pdfLoginRequired,
});

/** The store's home and custom pages and its featured lists (docs/features/custom-pages.md). */
export const pageActionTable = tableOf(titlelistGetCustomAction, featureGetListAction, featureGetPdfOptionsAction);
