import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { transferTokenParameter, transferUrl } from './legacy-transfer.ts';

const secret = 'a shared secret of at least 32 characters';
const traveller = { storeId: 'demo', userId: 'u-1', email: 'rue@example.com', corpId: null };
const now = new Date('2026-11-27T10:00:00Z');

function tokenOf(url: string): string {
  return new URL(url).searchParams.get(transferTokenParameter) ?? '';
}

describe('transfer to the previous site', () => {
  it('sends the address alone when the store has no shared secret', async () => {
    expect(await transferUrl('https://old.books.example/shop?x=1', '', traveller, now)).toBe(
      'https://old.books.example/shop?x=1',
    );
  });

  it('adds a token the previous site verifies with the shared secret, keeping the address and its query', async () => {
    const url = await transferUrl('https://old.books.example/shop?x=1', secret, traveller);

    const { payload } = await jwtVerify(tokenOf(url), new TextEncoder().encode(secret), {
      issuer: 'bookfront:demo',
      audience: 'https://old.books.example',
      algorithms: ['HS256'],
    });

    expect(new URL(url).pathname).toBe('/shop');
    expect(new URL(url).searchParams.get('x')).toBe('1');
    expect(payload).toMatchObject({ sub: 'u-1', email: 'rue@example.com', corp_id: null });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('expires two minutes after it is issued', async () => {
    const payload = decodeJwt(tokenOf(await transferUrl('https://old.books.example/', secret, traveller, now)));

    expect(payload.iat).toBe(now.getTime() / 1000);
    expect(payload.exp).toBe(now.getTime() / 1000 + 120);
  });

  it('cannot be verified with another secret', async () => {
    const url = await transferUrl('https://old.books.example/', secret, traveller);

    await expect(
      jwtVerify(tokenOf(url), new TextEncoder().encode('another secret of at least 32 characters')),
    ).rejects.toThrow();
  });
});
