import { describe, expect, it } from 'vitest';
import { mapLinks } from './locations.ts';

const downtown = { address: '214 Main Street', city: 'Portland', prov: 'OR', postal: '97204', country: 'US' };

describe('mapLinks', () => {
  it('opens OpenStreetMap at zoom 15 on the location, and asks for directions to it, when it has coordinates', () => {
    expect(mapLinks({ ...downtown, lat_lng: { lat: 45.5152, lng: -122.6784 } })).toEqual({
      map: 'https://www.openstreetmap.org/?mlat=45.51520&mlon=-122.67840#map=15/45.51520/-122.67840',
      directions: 'https://www.openstreetmap.org/directions?route=%3B45.51520%2C-122.67840#map=15/45.51520/-122.67840',
    });
  });

  it('finds the location by its address when it has no coordinates', () => {
    expect(mapLinks({ ...downtown, lat_lng: null })).toEqual({
      map: 'https://www.openstreetmap.org/search?query=214%20Main%20Street%2C%20Portland%2C%20OR%2097204%2C%20US',
      directions:
        'https://www.openstreetmap.org/directions?to=214%20Main%20Street%2C%20Portland%2C%20OR%2097204%2C%20US',
    });
  });

  it('offers no map for a location with neither', () => {
    expect(mapLinks({ address: '', city: '', prov: '', postal: '', country: 'US', lat_lng: null })).toBeNull();
  });
});
