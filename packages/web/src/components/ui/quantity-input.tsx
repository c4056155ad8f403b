import type { KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { limits } from '@bookfront/contract';

const maxDigits = limits.quantityInputDigits;

/**
 * docs/features/cart.md#adding-to-the-cart: a typed quantity is whole digits from `min` to 9999; anything else
 * (letters, an empty box) resets to the minimum quantity, 1, even where `min` lets 0 remove a cart line.
 */
export function parseQuantity(text: string, min: number = limits.quantityMin): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return limits.quantityMin;
  return Math.min(Math.max(Number(trimmed), min), limits.quantityMax);
}

/**
 * docs/features/cart.md#adding-to-the-cart: digits only, at most three; anything non-numeric resets to the
 * minimum quantity, 1. The box may be empty while typing; leaving it (or Enter) settles the number.
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
        onChange(/^\d*$/.test(next) ? next.slice(0, maxDigits) : String(limits.quantityMin));
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
