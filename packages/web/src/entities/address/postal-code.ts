import { isCanada, isUnitedStates } from '@bookfront/contract';

/** As the customer types: Canada A1A 1A1 in capitals, US 12345-6789; elsewhere as typed. */
export function formatPostalCodeAsTyped(country: string, value: string): string {
  if (isCanada(country)) {
    const compact = value.replace(/[\s-]/g, '').toUpperCase().slice(0, 6);
    return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  }
  if (isUnitedStates(country)) {
    const digits = value.replace(/\D/g, '').slice(0, 9);
    return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
  }
  return value;
}
