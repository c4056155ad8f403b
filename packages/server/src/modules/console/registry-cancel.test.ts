import { expect, it } from 'vitest';
import { staffCookieName } from '../../plugins/staff-session.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction, responseCookie } from '../../test/http.ts';
import { readyForPickup } from '../checkout/submit-test-flow.ts';
import { hunger, registryCheckout } from '../registry/test-app.ts';
import { createStaffRepository } from './staff-repository.ts';
import { createStaffService } from './staff-service.ts';

describeEachDatabase('console/orders/cancel of an order bought from a gift registry', (dialect) => {
  it('takes back what the order bought for the registry', async () => {
    const { app, store, post, submit, registryId, purchased } = await registryCheckout(dialect, 3);
    await post('cart/add', { eisbn: hunger, quantity: 2, gift_registry_id: registryId });
    const placed = await submit(await readyForPickup(post));
    const staff = createStaffService(createStaffRepository(app.db));
    await staff.addStaff(store.id, { email: 'manager@books.example', role: 'manager', password: 'counter password' });
    const login = await app.inject(
      postAction('console/login', { email: 'manager@books.example', password: 'counter password' }),
    );
    const cookies = { [staffCookieName(store.id)]: responseCookie(login, staffCookieName(store.id))?.value ?? '' };
    expect(await purchased()).toBe(2);

    const cancelled = await app.inject(
      postAction('console/orders/cancel', { order_number: placed.json().order_number }, { cookies }),
    );

    expect(cancelled.statusCode).toBe(200);
    expect(await purchased()).toBe(0);
  });
});
