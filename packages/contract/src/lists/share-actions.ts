import { defineAction, tableOf } from '../actions/define.ts';
import { catalogErrorCodes } from '../catalog/messages.ts';
import { listErrorCodes, listMessages } from './messages.ts';
import { listIdInputSchema, titleListResultSchema } from './schemas.ts';
import { listShareErrorCodes } from './share-messages.ts';
import {
  listImportInputSchema,
  listImportResultSchema,
  publicUrlResultSchema,
  removePublicUrlResultSchema,
  sharedListInputSchema,
  sharedListResultSchema,
} from './share-schemas.ts';

export const titlelistGetPublicUrlAction = defineAction({
  name: 'titlelist/getPublicUrl',
  input: listIdInputSchema,
  output: publicUrlResultSchema,
  errors: [listErrorCodes.notFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

/** Ours: withdraws the list's link; the next titlelist/getPublicUrl makes a new one. */
export const titlelistRemovePublicUrlAction = defineAction({
  name: 'titlelist/removePublicUrl',
  input: listIdInputSchema,
  output: removePublicUrlResultSchema,
  errors: [listErrorCodes.notFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
});

/** Ours: the shared page's list, for anyone with its link, guests included. */
export const titlelistGetSharedAction = defineAction({
  name: 'titlelist/getShared',
  input: sharedListInputSchema,
  output: sharedListResultSchema,
  errors: [listShareErrorCodes.sharedNotFound],
  access: 'public',
});

/** A GET download: the list as an .xlsx file. */
export const titlelistGetExcelAction = defineAction({
  name: 'titlelist/getExcel',
  input: listIdInputSchema,
  output: titleListResultSchema,
  errors: [listErrorCodes.notFound],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
  download: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

export const titlelistImportFileAction = defineAction({
  name: 'titlelist/importFile',
  input: listImportInputSchema,
  output: listImportResultSchema,
  errors: [
    listErrorCodes.notFound,
    listShareErrorCodes.importNeedsFile,
    listShareErrorCodes.importHeaderMissing,
    listShareErrorCodes.importTooManyRows,
    catalogErrorCodes.fileTypeRefused,
    catalogErrorCodes.fileUnreadable,
  ],
  access: 'customer',
  loginMessage: listMessages.loginRequired,
  upload: true,
});

/** Sharing a list, its spreadsheet and importing into it (docs/features/lists.md#sharing-a-list). */
export const listShareActionTable = tableOf(
  titlelistGetPublicUrlAction,
  titlelistRemovePublicUrlAction,
  titlelistGetSharedAction,
  titlelistGetExcelAction,
  titlelistImportFileAction,
);
