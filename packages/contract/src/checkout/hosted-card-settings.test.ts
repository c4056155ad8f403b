import { describe, expect, it } from 'vitest';
import { storeSettingsSchema, serverOnlySettingKeys } from '../store/schemas.ts';
import { hostedCardSettingsSchema } from './settings.ts';

describe('hosted_cards settings', () => {
  it("start with every provider's live address and no keys, so none is offered", () => {
    expect(storeSettingsSchema.parse({}).hosted_cards).toEqual({
      clearent: { base_url: 'https://gateway.clearent.net', api_key: '', public_key: '' },
      chase: { base_url: 'https://www.chasepaymentechhostedpay.com', secure_id: '', api_token: '' },
      global: { base_url: 'https://apis.globalpay.com', app_id: '', app_key: '' },
    });
  });

  it('keep the providers not named when one is set, and take a sandbox address', () => {
    const settings = hostedCardSettingsSchema.parse({
      chase: { base_url: 'https://www.chasepaymentechhostedpay-var.com', secure_id: 'id', api_token: 'token' },
    });

    expect(settings.chase.base_url).toBe('https://www.chasepaymentechhostedpay-var.com');
    expect(settings.global.base_url).toBe('https://apis.globalpay.com');
  });

  it('refuse an address that is not http(s)', () => {
    for (const base_url of ['javascript:alert(1)', '', 'ftp://chase.example']) {
      expect(hostedCardSettingsSchema.safeParse({ chase: { base_url } }).success).toBe(false);
    }
  });

  it('are never sent to a browser', () => {
    expect(serverOnlySettingKeys.hosted_cards).toBe(true);
  });
});
