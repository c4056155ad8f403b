import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { listErrorCodes } from '../lists/messages.ts';
import { reportErrorCodes, reportMessages } from './messages.ts';
import {
  listPdfInputSchema,
  listPdfOptionsSchema,
  listPdfResultSchema,
  reportIdInputSchema,
  reportProgressSchema,
} from './schemas.ts';

export const titlelistGetPdfOptionsAction = defineAction({
  name: 'titlelist/getPdfOptions',
  input: emptyInputSchema,
  output: listPdfOptionsSchema,
  errors: [],
  access: 'customer',
  loginMessage: reportMessages.loginRequired,
});

export const titlelistGetPdfAction = defineAction({
  name: 'titlelist/getPdf',
  input: listPdfInputSchema,
  output: listPdfResultSchema,
  errors: [listErrorCodes.notFound, reportErrorCodes.listEmpty],
  access: 'customer',
  loginMessage: reportMessages.loginRequired,
});

export const reportProgressAction = defineAction({
  name: 'report/progress',
  input: reportIdInputSchema,
  output: reportProgressSchema,
  errors: [reportErrorCodes.notFound],
  access: 'customer',
  loginMessage: reportMessages.loginRequired,
});

/** A GET download: the finished report's file. */
export const reportGetAction = defineAction({
  name: 'report/get',
  input: reportIdInputSchema,
  output: reportProgressSchema,
  errors: [reportErrorCodes.notFound, reportErrorCodes.notReady],
  access: 'customer',
  loginMessage: reportMessages.loginRequired,
  download: 'application/pdf',
});

/** A list's PDF, made in the background, and its progress (docs/features/lists.md#pdf). */
export const reportActionTable = tableOf(
  titlelistGetPdfOptionsAction,
  titlelistGetPdfAction,
  reportProgressAction,
  reportGetAction,
);
