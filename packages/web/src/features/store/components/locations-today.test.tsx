import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactAndHoursFixture, mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LocationsToday } from './locations-today.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LocationsToday', () => {
  it('says a location closed today for its special hours, in the store’s time zone, over its weekly hours', async () => {
    // 06:00 UTC on Dec 25th is still Thursday Dec 24th, 10pm, in Los Angeles.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-25T06:00:00Z'));
    const hours = contactAndHoursFixture();
    const [downtown] = hours.locations;
    if (downtown) {
      downtown.special_hours = [
        { date: '2026-12-24', closed: true, opens: '', closes: '', note: 'Christmas Eve' },
        { date: '2026-12-25', closed: true, opens: '', closes: '', note: 'Christmas Day' },
      ];
    }
    vi.stubGlobal('fetch', mockApi({ 'webstore/getContactAndHours': () => ({ json: hours }) }).fetch);

    renderInShell(<LocationsToday />);

    const card = await screen.findByRole('article', { name: 'Downtown' });
    expect(card).toHaveTextContent('Today: Closed (Christmas Eve)');
    expect(screen.getByRole('article', { name: 'Eastside' })).toHaveTextContent('Today: 10am – 7pm');
  });

  it("links each location's full hours with a name that begins with the words it shows", async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({ 'webstore/getContactAndHours': () => ({ json: contactAndHoursFixture() }) }).fetch,
    );

    renderInShell(<LocationsToday />);

    const link = await screen.findByRole('link', { name: 'All hours & contact for Downtown' });
    expect(link).toHaveAttribute('href', '/contact-hours#location-downtown');
    expect(link).toHaveTextContent(/^All hours & contact/);
  });
});
