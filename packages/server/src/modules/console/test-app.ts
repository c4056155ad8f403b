import type { OrderShipping, StaffRole, StoreSettingsInput } from '@bookfront/contract';
import type { DatabaseDialect } from '../../db/database.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { createOrderFactories } from '../../test/order-factories.ts';
import { staffCookieName } from '../../plugins/staff-session.ts';
import { createStaffRepository } from './staff-repository.ts';
import { createStaffService } from './staff-service.ts';
import { totpCode } from './totp.ts';

export const ownerSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const staffPassword = 'counter password';

/** Where Ada's shipped orders go. */
export const adaShipping: OrderShipping = {
  orgname: '',
  name: 'Ada Reader',
  addr1: '1 Main St',
  addr2: '',
  city: 'Vancouver',
  prov: 'BC',
  country: 'CA',
  postal: 'V5K 0A1',
  phone: '',
  provider: 'canada_post',
};

/**
 * Two stores: Riverbend (main, two locations) with an owner, a manager and a clerk, and Harbour
 * (other) with a clerk of its own; a customer, Ada, of Riverbend; the order and stock factories.
 */
export async function consoleApp(
  dialect: DatabaseDialect,
  options: { paypal?: StoreSettingsInput['paypal']; smtpUrl?: string } = {},
) {
  const app = await buildTestApp({ dialect, ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}) });
  const store = await app.factories.store({
    id: 'main',
    name: 'Riverbend Books',
    isDefault: true,
    settings: {
      store_info: { base_url: 'https://books.example' },
      ...(options.paypal ? { paypal: options.paypal } : {}),
    },
  });
  await app.factories.store({ id: 'other', name: 'Harbour Books', hostnames: ['harbour.example'] });
  await app.factories.location({ storeId: 'main', id: 'downtown', name: 'Downtown' });
  await app.factories.location({ storeId: 'main', id: 'uptown', name: 'Uptown' });
  await app.factories.location({ storeId: 'other', id: 'harbour', name: 'Harbour' });
  const ada = await app.factories.customer({ storeId: store.id, email: 'ada@example.com' });
  const staff = createStaffService(createStaffRepository(app.db));
  const members: { storeId: string; email: string; role: StaffRole }[] = [
    { storeId: 'main', email: 'owner@riverbend.example', role: 'owner' },
    { storeId: 'main', email: 'manager@riverbend.example', role: 'manager' },
    { storeId: 'main', email: 'clerk@riverbend.example', role: 'clerk' },
    { storeId: 'other', email: 'clerk@harbour.example', role: 'clerk' },
  ];
  for (const member of members) {
    await staff.addStaff(member.storeId, {
      email: member.email,
      role: member.role,
      password: staffPassword,
      ...(member.role === 'owner' ? { totpSecret: ownerSecret } : {}),
    });
  }
  const post = (
    action: string,
    payload: object = {},
    options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => app.inject(postAction(action, payload, options));

  /** Logs `email` in through console/login (an owner with the code of now); answers the staff cookie. */
  async function logIn(email: string, storeId = 'main'): Promise<Record<string, string>> {
    const headers: Record<string, string> = storeId === 'main' ? {} : { host: 'harbour.example' };
    const code = email.startsWith('owner@') ? { code: totpCode(ownerSecret) } : {};
    const response = await post('console/login', { email, password: staffPassword, ...code }, { headers });
    const cookie = responseCookie(response, staffCookieName(storeId));
    if (response.statusCode !== 200 || !cookie) throw new Error(`login of ${email} failed: ${response.body}`);
    return { [staffCookieName(storeId)]: cookie.value };
  }

  return {
    app,
    store,
    ada,
    staff,
    post,
    logIn,
    orders: createOrderFactories(app.db),
    catalog: createCatalogFactories(app.db),
  };
}
