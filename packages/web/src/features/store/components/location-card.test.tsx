import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactAndHoursFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LocationCard } from './location-card.tsx';

describe('LocationCard', () => {
  it('links the location to OpenStreetMap and to directions there', () => {
    const [downtown] = contactAndHoursFixture().locations;
    if (!downtown) throw new Error('the fixture has a downtown location');

    renderInShell(
      <LocationCard location={{ ...downtown, lat_lng: { lat: 45.5152, lng: -122.6784 } }} name="Downtown" today={1} />,
    );

    const links = screen.getByRole('list', { name: 'Map of Downtown' });
    expect(within(links).getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=45.51520&mlon=-122.67840#map=15/45.51520/-122.67840',
    );
    expect(within(links).getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/directions\?route=%3B45\.51520%2C-122\.67840/,
    );
  });
});
