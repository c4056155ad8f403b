import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export type LocalServer = { origin: string; port: number; requests: http.IncomingMessage[] };

/**
 * A stand-in for an outside web service or page: node:http on 127.0.0.1 at a random port, closed
 * when the test finishes. Tests never send traffic anywhere else.
 */
export async function startLocalServer(
  handler: (request: http.IncomingMessage, response: http.ServerResponse) => void,
): Promise<LocalServer> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, requests };
}

/** A handler that answers JSON with a status. */
export const answerJson =
  (status: number, body: unknown) => (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
