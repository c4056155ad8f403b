/**
 * Vendure as a shop would run it for this comparison: its DefaultSearchPlugin on an embedded SQLite
 * file (better-sqlite3), the shop API only doing work; nothing tuned beyond Vendure's defaults.
 */
import { DefaultLogger, DefaultSearchPlugin, dummyPaymentHandler, LogLevel, type VendureConfig } from '@vendure/core';

// No usage report at start-up: a benchmark machine is not a shop, and the report is work besides the searches.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';

export function vendureConfig(
  databaseFile: string,
  options: { port?: number; synchronize?: boolean } = {},
): VendureConfig {
  return {
    apiOptions: {
      port: options.port ?? 3000,
      hostname: '127.0.0.1',
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
    },
    authOptions: {
      tokenMethod: 'bearer',
      superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
    },
    dbConnectionOptions: {
      type: 'better-sqlite3',
      database: databaseFile,
      synchronize: options.synchronize ?? false,
      logging: false,
    },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    // Stock is left out of the index: the comparison is about finding titles, and Bookfront's
    // availability filter is not in the query mix.
    plugins: [DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: false })],
    logger: new DefaultLogger({ level: LogLevel.Warn }),
  };
}
