import { addressMessages, countryListSchema, provinceListSchema } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { postAction } from '../../test/http.ts';

describeEachDatabase('country/getList', (dialect) => {
  it('lists every country by name, Canada and the United States among them', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ isDefault: true });

    const response = await app.inject(postAction('country/getList'));

    expect(response.statusCode).toBe(200);
    const { countries } = countryListSchema.parse(response.json());
    expect(countries).toEqual(expect.arrayContaining(['Canada', 'United States', 'France', 'United Kingdom']));
    expect(countries.length).toBeGreaterThan(240);
  });

  it('answers a guest on a private site, who needs the list to sign up', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ isDefault: true, settings: { is_private: true } });

    const response = await app.inject(postAction('country/getList'));

    expect(response.statusCode).toBe(200);
  });
});

describeEachDatabase('province/getList', (dialect) => {
  it.each([
    ['Canada', 13, 'British Columbia'],
    ['United States', 62, 'New York'],
    ['Australia', 8, 'New South Wales'],
  ])('lists the provinces of %s', async (country, count, example) => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ isDefault: true });

    const response = await app.inject(postAction('province/getList', { country }));

    const { provinces } = provinceListSchema.parse(response.json());
    expect(provinces).toHaveLength(count);
    expect(provinces).toContain(example);
  });

  it.each(['France', 'United Kingdom', 'Narnia'])(
    'gives no list for %j, whose province is free text',
    async (country) => {
      const app = await buildTestApp({ dialect });
      await app.factories.store({ isDefault: true });

      const response = await app.inject(postAction('province/getList', { country }));

      expect(response.json()).toEqual({ provinces: [] });
    },
  );

  it.each([{}, { country: '' }, { country: ' ' }])(
    'refuses %j, which names no country, with the spec message',
    async (payload) => {
      const app = await buildTestApp({ dialect });
      await app.factories.store({ isDefault: true });

      const response = await app.inject(postAction('province/getList', payload));

      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ country: addressMessages.countryInvalid });
    },
  );
});

describeEachDatabase('province/get', (dialect) => {
  it.each([
    ['Canada', 'BC', 'British Columbia'],
    ['Canada', 'british columbia', 'British Columbia'],
    ['United States', 'ny', 'New York'],
    ['Canada', 'New York', null],
    ['France', 'Bretagne', null],
  ])('finds %s / %j as %j', async (country, province, expected) => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ isDefault: true });

    const response = await app.inject(postAction('province/get', { country, province }));

    expect(response.json()).toEqual({ province: expected });
  });

  it.each([
    [{}, { country: addressMessages.countryInvalid, province: addressMessages.provinceInvalid }],
    [
      { country: '', province: '' },
      { country: addressMessages.countryInvalid, province: addressMessages.provinceInvalid },
    ],
    [{ country: 'Canada', province: ' \n' }, { province: addressMessages.provinceInvalid }],
  ])('refuses %j with the spec messages on the empty fields', async (payload, fields) => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ isDefault: true });

    const response = await app.inject(postAction('province/get', payload));

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it('refuses a province longer than any name', async () => {
    const app = await buildTestApp({ dialect });
    await app.factories.store({ isDefault: true });

    const response = await app.inject(postAction('province/get', { country: 'Canada', province: 'a'.repeat(81) }));

    expect(response.statusCode).toBe(400);
  });
});
