import { defineAction } from '../actions/define.ts';
import { consoleDailySalesInputSchema, consoleDailySalesSchema } from './sales-schemas.ts';

export const consoleSalesDailyAction = defineAction({
  name: 'console/sales/daily',
  input: consoleDailySalesInputSchema,
  output: consoleDailySalesSchema,
  errors: [],
  access: 'staff',
  // What the store took is the owners' and managers' to read (docs/features/store-console.md#roles).
  staffRoles: ['owner', 'manager'],
});
