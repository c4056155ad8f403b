/** Small colour helpers for run-time theming; colours are '#rrggbb'. */
type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return [0, 0, 0];
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([red, green, blue]: Rgb) {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` with `other` by `amount` (0 keeps hex, 1 gives other). */
export function mix(hex: string, other: string, amount: number) {
  const [red, green, blue] = parseHex(hex);
  const [toRed, toGreen, toBlue] = parseHex(other);
  return toHex([red + (toRed - red) * amount, green + (toGreen - green) * amount, blue + (toBlue - blue) * amount]);
}

/** WCAG relative luminance. */
export function relativeLuminance(hex: string) {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const [red, green, blue] = parseHex(hex);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(first: string, second: string) {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

export const nearBlack = '#1a1b1e';
export const white = '#ffffff';

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string) {
  return contrastRatio(white, background) >= contrastRatio(nearBlack, background) ? white : nearBlack;
}

/** `preferred` when it reaches `minimum` contrast on `background`, else the better of white and near-black. */
export function ensureContrast(preferred: string, background: string, minimum = 4.5) {
  return contrastRatio(preferred, background) >= minimum ? preferred : readableTextOn(background);
}

/** `hex` darkened (or lightened) step by step until it reaches `minimum` contrast on `background`. */
export function shadeForText(hex: string, background: string, minimum = 4.5) {
  const towards = relativeLuminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = mix(hex, towards, amount);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return towards;
}

/** Ten shades around `hex` with `hex` itself at index 6 (Mantine's primary shade). */
export function shadesAround(
  hex: string,
): [string, string, string, string, string, string, string, string, string, string] {
  return [
    mix(hex, white, 0.92),
    mix(hex, white, 0.8),
    mix(hex, white, 0.64),
    mix(hex, white, 0.46),
    mix(hex, white, 0.3),
    mix(hex, white, 0.15),
    toHex(parseHex(hex)),
    mix(hex, '#000000', 0.15),
    mix(hex, '#000000', 0.3),
    mix(hex, '#000000', 0.45),
  ];
}
