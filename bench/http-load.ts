/**
 * Measuring a server over HTTP, shared by the search benchmarks: percentiles, the server process's
 * CPU time from /proc, and a fixed-duration load of many connections (autocannon).
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const fmt = (ms: number) => ms.toFixed(1);

/**
 * A process's CPU time so far (user + system, ms), from /proc: on a machine shared with other
 * work it is steadier than wall times. Null where /proc is not there.
 */
export function processCpuMs(pid: number): number | null {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export type LoadFigures = { requests: number; rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** POSTs the bodies in turn over `connections` connections for `seconds` seconds. */
export async function postUnderLoad(options: {
  url: string;
  bodies: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** A request not answered by then counts as an error (autocannon's default: 10 s). */
  timeoutSeconds?: number;
}): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    requests: [
      {
        method: 'POST',
        headers: options.headers,
        setupRequest: (request) => ({ ...request, body: options.bodies[next++ % options.bodies.length] ?? '{}' }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
