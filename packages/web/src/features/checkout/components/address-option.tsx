import type { Address } from '@bookfront/contract';

/** The lines of an address as an envelope shows them. */
export function addressLines(
  address: Pick<
    Address,
    'company_name' | 'street_address' | 'street_address_2' | 'city' | 'province' | 'postal_code' | 'country'
  >,
): string[] {
  const locality = [address.city, [address.province, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.company_name, address.street_address, address.street_address_2, locality, address.country].filter(
    (line) => line.trim() !== '',
  );
}

/** An address with its name first, for a choice card or the review. */
export function AddressBlock({ address }: { address: Address }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      <strong>{address.name}</strong>
      {addressLines(address).map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
      {address.phone_number ? <span style={{ display: 'block' }}>{address.phone_number}</span> : null}
    </address>
  );
}
