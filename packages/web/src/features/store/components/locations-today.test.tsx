import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contactAndHoursFixture, mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LocationsToday } from './locations-today.tsx';

describe('LocationsToday', () => {
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
