import type { KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { limits } from '@bookfront/contract';

const maxDigits = String(limits.quantityMax).length;

/**
 * docs/features/accounts.md#forgotten-password: a typed quantity is whole digits from `min` to 9999; anything else (letters, an empty
 * box) resets to the minimum.
 */
export function parseQuantity(text: string, min: number = limits.quantityMin): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return min;
  return Math.min(Math.max(Number(trimmed), min), limits.quantityMax);
}

/**
 * docs/features/item-page.md#quantity-and-stock: digits only, at most four; anything non-numeric resets to the
 * minimum. The box may be empty while typing; leaving it (or Enter) settles the number.
 */
export function QuantityInput({
  value,
  onChange,
  onCommit,
  min = limits.quantityMin,
  label,
  size = 'sm',
  disabled,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Called with the settled number when the shopper leaves the box or presses Enter. */
  onCommit?: (quantity: number) => void;
  min?: number;
  label: string;
  size?: 'xs' | 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}) {
  const settle = () => {
    const quantity = parseQuantity(value, min);
    onChange(String(quantity));
    onCommit?.(quantity);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      settle();
    }
  };
  return (
    <TextInput
      aria-label={label}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(/^\d*$/.test(next) ? next.slice(0, maxDigits) : String(min));
      }}
      onBlur={settle}
      onKeyDown={handleKeyDown}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxDigits}
      size={size}
      disabled={disabled}
      className={className}
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}
