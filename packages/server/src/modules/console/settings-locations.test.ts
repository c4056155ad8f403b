import { consoleErrorCodes, consoleSettingsMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { consoleApp } from './test-app.ts';

const northside = {
  location_id: 'northside',
  sc_name: 'Northside',
  sc_email: 'North@Riverbend.example',
  sc_phone: '(503) 555-0199',
  address: '12 North St',
  city: 'Portland',
  prov: 'OR',
  postal: '97217',
  country: 'us',
  ws_hours: 'Mon–Fri: 9am – 6pm\nSat & Sun: Closed',
  ws_contact_blurb: 'Across from the library.',
};

describeEachDatabase('console/settings/locations and saveLocation', (dialect) => {
  const auditOf = async (context: Awaited<ReturnType<typeof consoleApp>>) =>
    context.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'settings.location').execute();

  it('a manager adds a location with its hours, which the contact and hours page lists at once', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');
    await context.post('webstore/getContactAndHours');

    const response = await context.post('console/settings/saveLocation', northside, { cookies });
    const storefront = (await context.post('webstore/getContactAndHours')).json();

    expect(response.statusCode).toBe(200);
    expect(storefront.locations.map((location: { location_id: string }) => location.location_id)).toEqual([
      'downtown',
      'uptown',
      'northside',
    ]);
    expect(storefront.locations[2]).toMatchObject({
      sc_email: 'north@riverbend.example',
      country: 'US',
      ws_hours: 'Mon–Fri: 9am – 6pm\nSat & Sun: Closed',
      ws_htmlhours: 'Mon–Fri: 9am – 6pm<br>Sat &amp; Sun: Closed',
    });
    expect(await auditOf(context)).toMatchObject([{ subject: 'northside', before: '{}' }]);
  });

  it('changes a location’s hours, auditing only what changed', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');
    const { locations } = (await context.post('console/settings/locations', {}, { cookies })).json();
    const downtown = locations[0];

    await context.post(
      'console/settings/saveLocation',
      { ...downtown, lat_lng: undefined, ws_hours: 'Daily: 10am – 9pm' },
      { cookies },
    );
    const storefront = (await context.post('webstore/getContactAndHours')).json();

    expect(storefront.locations[0]).toMatchObject({ location_id: 'downtown', ws_hours: 'Daily: 10am – 9pm' });
    expect(await auditOf(context)).toMatchObject([
      {
        subject: 'downtown',
        before: JSON.stringify({ ws_hours: downtown.ws_hours, ws_htmlhours: downtown.ws_htmlhours }),
        after: JSON.stringify({ ws_hours: 'Daily: 10am – 9pm', ws_htmlhours: 'Daily: 10am – 9pm' }),
      },
    ]);
  });

  it('refuses a clerk, and a location without a name or with a bad id on their fields', async () => {
    const context = await consoleApp(dialect);
    const clerk = await context.logIn('clerk@riverbend.example');
    const manager = await context.logIn('manager@riverbend.example');

    const refused = await context.post('console/settings/saveLocation', northside, { cookies: clerk });
    const invalid = await context.post(
      'console/settings/saveLocation',
      { ...northside, location_id: 'North Side', sc_name: ' ', country: 'USA' },
      { cookies: manager },
    );

    expect(refused.json().code).toBe(consoleErrorCodes.forbidden);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      location_id: consoleSettingsMessages.locationIdInvalid,
      sc_name: consoleSettingsMessages.locationNameRequired,
      country: consoleSettingsMessages.countryInvalid,
    });
    expect(await auditOf(context)).toEqual([]);
  });

  it('keeps another store’s location of the same id as it was', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    await context.post('console/settings/saveLocation', { ...northside, location_id: 'harbour' }, { cookies });
    const harbour = await context.post('webstore/getContactAndHours', {}, { headers: { host: 'harbour.example' } });

    expect(harbour.json().locations).toMatchObject([{ location_id: 'harbour', sc_name: 'Harbour' }]);
  });
});
