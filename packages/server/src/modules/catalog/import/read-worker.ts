import { parentPort, workerData } from 'node:worker_threads';
import { CsvSyntaxError } from './csv-reader.ts';
import { openImportFile, readProducts } from './formats.ts';
import { OnixSyntaxError } from './onix-reader.ts';
import type { ReadWorkerData, ReadWorkerMessage } from './read-in-worker.ts';
import { checkRecords, type CheckedRecord } from './title-rows.ts';

/*
 * The reading side of `importTitleFile`, in a worker thread: parses the file, checks each record
 * and posts them in batches. It runs at most `batchesAhead` batches ahead of the writer, which
 * asks for each next one, so memory stays flat when writing is the slower side.
 */
const { file, format, now, batchSize, batchesAhead } = workerData as ReadWorkerData;
if (!parentPort) throw new Error('read-worker.ts runs as a worker thread');
const port = parentPort;

let credits = batchesAhead;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits += 1;
  wake?.();
});
const post = (message: ReadWorkerMessage) => port.postMessage(message);

async function send(records: CheckedRecord[]) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  credits -= 1;
  post({ kind: 'records', records });
}

async function run() {
  let batch: CheckedRecord[] = [];
  try {
    for await (const record of checkRecords(readProducts(openImportFile(file), format), now)) {
      batch.push(record);
      if (batch.length >= batchSize) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await send(batch);
    post({ kind: 'end', syntaxError: null });
  } catch (error) {
    if (!(error instanceof OnixSyntaxError || error instanceof CsvSyntaxError)) throw error;
    if (batch.length > 0) await send(batch);
    post({
      kind: 'end',
      syntaxError: {
        format: error instanceof OnixSyntaxError ? 'onix' : 'csv',
        message: error.message,
        line: error.line,
      },
    });
  }
  port.close();
}
// The worker is loaded as CommonJS (read-worker-bootstrap.cjs), so no top-level await; a failure
// rejects, which ends the worker with an 'error' the importer rethrows.
void run();
