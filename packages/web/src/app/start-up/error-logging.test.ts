import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fixtures.ts';
import { installErrorLogging } from './error-logging.ts';

describe('installErrorLogging', () => {
  it('sends uncaught errors to log/error but skips the detail-less "Script error."', async () => {
    const api = mockApi({ 'log/error': () => ({ json: { logged: true } }) });
    vi.stubGlobal('fetch', api.fetch);
    const uninstall = installErrorLogging();

    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'x is not defined',
        filename: 'app.js',
        lineno: 3,
        colno: 7,
        error: new ReferenceError('x is not defined'),
      }),
    );
    uninstall();

    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toMatchObject({
      action: 'log/error',
      body: { error: 'x is not defined', source: 'app.js', lineno: 3, colno: 7, location: window.location.href },
    });
  });
});
