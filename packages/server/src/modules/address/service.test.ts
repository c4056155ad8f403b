import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createPlacesService } from '../places/service.ts';
import { createAddressRepository } from './repository.ts';
import { createAddressService } from './service.ts';

const address = {
  name: 'Ada Reader',
  company_name: '',
  phone_number: '(604) 555-0142',
  phone_number_ext: '',
  street_address: '12 Main Street',
  street_address_2: '',
  city: 'Vancouver',
  province: 'BRITISH COLUMBIA',
  postal_code: 'v6b1a1',
  country: 'Canada',
};

describeEachDatabase('address service', (dialect) => {
  it("removes every address of one customer and none of another's", async () => {
    const app = await buildTestApp({ dialect });
    const store = await app.factories.store();
    const leaving = await app.factories.customer({ storeId: store.id });
    const staying = await app.factories.customer({ storeId: store.id });
    const addresses = createAddressService({
      repo: createAddressRepository(app.db),
      places: createPlacesService().placeLookup,
    });
    for (const userId of [leaving.id, leaving.id, staying.id]) {
      await addresses.createAddress({ owner: { storeId: store.id, userId }, input: address });
    }

    await addresses.removeAllForUser(store.id, leaving.id);

    expect(await addresses.listAddresses(store.id, leaving.id)).toEqual([]);
    expect(await addresses.listAddresses(store.id, staying.id)).toEqual([
      expect.objectContaining({ province: 'British Columbia', postal_code: 'V6B 1A1', preferred: true }),
    ]);
  });
});
