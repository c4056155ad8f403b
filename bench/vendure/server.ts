/**
 * Vendure's server on a built benchmark database: `node --import tsx server.ts <vendure.sqlite> <port>`.
 * Only the server: no job queue runs, so nothing but the shop API's requests uses its CPU.
 */
import { bootstrap } from '@vendure/core';
import { vendureConfig } from './config.ts';

const [databaseFile, port] = process.argv.slice(2);
if (!databaseFile || !port) throw new Error('usage: server.ts <vendure.sqlite> <port>');
await bootstrap(vendureConfig(databaseFile, { port: Number(port) }));
