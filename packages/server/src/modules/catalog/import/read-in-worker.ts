import { Worker } from 'node:worker_threads';
import { CsvSyntaxError } from './csv-reader.ts';
import type { ImportFormat } from './formats.ts';
import { OnixSyntaxError } from './onix-reader.ts';
import type { CheckedRecord } from './title-rows.ts';

export type ReadWorkerData = {
  file: string;
  format: ImportFormat;
  /** The time the titles are stamped with (unix seconds). */
  now: number;
  batchSize: number;
  batchesAhead: number;
};

export type ReadWorkerMessage =
  | { kind: 'records'; records: CheckedRecord[] }
  | {
      kind: 'end';
      /** The file stopped being readable here; the records before it were sent. */
      syntaxError: { format: ImportFormat; message: string; line: number } | null;
    };

/**
 * Reads and checks a catalogue file in a worker thread (`read-worker.ts`), so parsing runs beside
 * the writing. Yields the records in file order; a syntax error is thrown after the records before it.
 */
export async function* readCheckedRecordsInWorker(options: {
  file: string;
  format: ImportFormat;
  now: number;
}): AsyncGenerator<CheckedRecord> {
  const workerData: ReadWorkerData = { ...options, batchSize: 500, batchesAhead: 2 };
  // Parsing makes short-lived garbage only: a 4 MB young generation holds it (16 MB by default) and
  // keeps the worker's heap near 45 MB, at no measurable cost in speed.
  const worker = new Worker(new URL('./read-worker-bootstrap.cjs', import.meta.url), {
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const messages: ReadWorkerMessage[] = [];
  /** Why the worker stopped without its last message, once it has. */
  const stopped: { error?: unknown; hasFailed: boolean } = { hasFailed: false };
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: ReadWorkerMessage) => {
    messages.push(message);
    notify();
  });
  const fail = (error: unknown) => {
    if (!stopped.hasFailed) Object.assign(stopped, { error, hasFailed: true });
    notify();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The file reader stopped early (exit code ${code}).`)));

  try {
    for (;;) {
      const message = messages.shift();
      if (!message) {
        if (stopped.hasFailed) throw stopped.error;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.kind === 'end') {
        const syntaxError = message.syntaxError;
        if (!syntaxError) return;
        throw syntaxError.format === 'onix'
          ? new OnixSyntaxError(syntaxError.message, syntaxError.line)
          : new CsvSyntaxError(syntaxError.message, syntaxError.line);
      }
      worker.postMessage('next');
      yield* message.records;
    }
  } finally {
    await worker.terminate();
  }
}
