import type { LightMyRequestResponse } from 'fastify';

/** A JSON POST to an action, as the web app sends it. */
export const postAction = (
  action: string,
  payload: object = {},
  options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) => ({
  method: 'POST' as const,
  url: `/api/${action}`,
  payload,
  ...(options.cookies ? { cookies: options.cookies } : {}),
  ...(options.headers ? { headers: options.headers } : {}),
});

/** The Set-Cookie of `name` in a response, if any. */
export function responseCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  files: { name: string; filename: string; content: Buffer }[] = [],
) {
  const boundary = '----bookfront-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
