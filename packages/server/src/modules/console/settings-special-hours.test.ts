import { consoleErrorCodes, consoleSettingsErrorCodes, consoleSpecialHoursMessages } from '@bookfront/contract';
import dayjs from 'dayjs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { shownMonths } from '../store/special-hours-service.ts';
import { consoleApp } from './test-app.ts';

// Days named from the current month, so the storefront's "this month and next" holds whenever the test runs.
const { from } = shownMonths();
const thisMonth = dayjs(from);
const day = (months: number, date: number) => thisMonth.add(months, 'month').date(date).format('YYYY-MM-DD');

const specialHours = {
  location_id: 'downtown',
  special_hours: [
    { date: day(1, 3), closed: false, opens: '14:00', closes: '18:00', note: 'Author reading' },
    { date: day(0, 24), closed: true, note: 'Stocktaking' },
    { date: day(1, 3), closed: false, opens: '09:00', closes: '12:00', note: '' },
    { date: day(3, 1), closed: true, note: 'Too far ahead for the page' },
  ],
};

describeEachDatabase('console/settings/specialHours and saveSpecialHours', (dialect) => {
  const auditOf = async (context: Awaited<ReturnType<typeof consoleApp>>) =>
    context.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'settings.specialHours').execute();

  it('a manager’s special hours show on the contact and hours page for this month and the next, audited', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    const saved = await context.post('console/settings/saveSpecialHours', specialHours, { cookies });
    const storefront = (await context.post('webstore/getContactAndHours')).json();

    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ location_id: 'downtown', from });
    expect(saved.json().special_hours.map((row: { date: string }) => row.date)).toEqual([
      day(0, 24),
      day(1, 3),
      day(1, 3),
      day(3, 1),
    ]);
    expect(storefront.locations[0].special_hours).toEqual([
      { date: day(0, 24), closed: true, opens: '', closes: '', note: 'Stocktaking' },
      { date: day(1, 3), closed: false, opens: '09:00', closes: '12:00', note: '' },
      { date: day(1, 3), closed: false, opens: '14:00', closes: '18:00', note: 'Author reading' },
    ]);
    expect(storefront.locations[1]).toMatchObject({ location_id: 'uptown', special_hours: [] });
    const [entry] = await auditOf(context);
    expect(entry).toMatchObject({ staffEmail: 'manager@riverbend.example', subject: 'downtown', before: '[]' });
    expect(JSON.parse(entry?.after ?? '[]')).toHaveLength(4);
  });

  it('reads a location’s days from this month on and replaces them whole, keeping earlier days', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('owner@riverbend.example');
    await context.app.db
      .insertInto('locationSpecialHours')
      .values({ storeId: 'main', locationId: 'downtown', date: day(-1, 1), closed: 1, opens: '', closes: '', note: '' })
      .execute();
    await context.post('console/settings/saveSpecialHours', specialHours, { cookies });

    await context.post(
      'console/settings/saveSpecialHours',
      { location_id: 'downtown', special_hours: [specialHours.special_hours[1]] },
      { cookies },
    );
    const read = await context.post('console/settings/specialHours', { location_id: 'downtown' }, { cookies });
    const kept = await context.app.db.selectFrom('locationSpecialHours').select('date').orderBy('date').execute();

    expect(read.json().special_hours).toEqual([
      { date: day(0, 24), closed: true, opens: '', closes: '', note: 'Stocktaking' },
    ]);
    expect(kept.map((row) => row.date)).toEqual([day(-1, 1), day(0, 24)]);
  });

  it('refuses a clerk (403) and another store’s location (404), and changes nothing', async () => {
    const context = await consoleApp(dialect);
    const clerk = await context.logIn('clerk@riverbend.example');
    const manager = await context.logIn('manager@riverbend.example');

    const refused = await context.post('console/settings/saveSpecialHours', specialHours, { cookies: clerk });
    const elsewhere = await context.post(
      'console/settings/saveSpecialHours',
      { ...specialHours, location_id: 'harbour' },
      { cookies: manager },
    );

    expect([refused.statusCode, refused.json().code]).toEqual([403, consoleErrorCodes.forbidden]);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({
      code: consoleSettingsErrorCodes.locationNotFound,
      fields: { location_id: consoleSpecialHoursMessages.locationUnknown },
    });
    expect(await context.app.db.selectFrom('locationSpecialHours').selectAll().execute()).toEqual([]);
    expect(await auditOf(context)).toEqual([]);
  });

  it('refuses bad days and times, hours that overlap, a closed day with hours and a past day on their fields', async () => {
    const context = await consoleApp(dialect);
    const cookies = await context.logIn('manager@riverbend.example');

    const invalid = await context.post(
      'console/settings/saveSpecialHours',
      {
        location_id: 'downtown',
        special_hours: [
          { date: `${thisMonth.format('YYYY')}-02-30`, closed: true },
          { date: day(0, 20), opens: '9am', closes: '25:00' },
          { date: day(0, 21), opens: '18:00', closes: '09:00' },
          { date: day(0, 22), opens: '09:00', closes: '13:00' },
          { date: day(0, 22), opens: '12:00', closes: '17:00' },
          { date: day(0, 23), closed: true },
          { date: day(0, 23), opens: '10:00', closes: '12:00' },
        ],
      },
      { cookies },
    );
    const past = await context.post(
      'console/settings/saveSpecialHours',
      { location_id: 'downtown', special_hours: [{ date: day(-1, 28), closed: true }] },
      { cookies },
    );

    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      'special_hours.0.date': consoleSpecialHoursMessages.dateInvalid,
      'special_hours.1.opens': consoleSpecialHoursMessages.timeInvalid,
      'special_hours.1.closes': consoleSpecialHoursMessages.timeInvalid,
      'special_hours.2.closes': consoleSpecialHoursMessages.opensBeforeCloses,
      'special_hours.4.opens': consoleSpecialHoursMessages.overlap,
      'special_hours.6.closed': consoleSpecialHoursMessages.closedAlone,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ 'special_hours.0.date': consoleSpecialHoursMessages.datePast });
    expect(await auditOf(context)).toEqual([]);
  });
});
