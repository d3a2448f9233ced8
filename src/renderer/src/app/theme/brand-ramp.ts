import type { BrandVariants } from '@fluentui/react-components';

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: number[], to: number[], amount: number): string {
  return toHex(from.map((channel, i) => channel + ((to[i] ?? channel) - channel) * amount));
}

/**
 * A Fluent UI brand ramp (shades 10–160) around one colour, which becomes shade 80, the shade
 * Fluent uses for primary buttons and links in light mode. Darker shades mix toward black (up to
 * 80 %), lighter ones toward white (up to 90 %).
 * @throws Error when `hex` is not #RRGGBB.
 */
export function brandRamp(hex: string): BrandVariants {
  const base = parseHex(hex);
  const entries = SHADES.map((shade) => {
    if (shade <= 80) return [shade, mix(base, [0, 0, 0], ((80 - shade) / 70) * 0.8)] as const;
    return [shade, mix(base, [255, 255, 255], ((shade - 80) / 80) * 0.9)] as const;
  });
  return Object.fromEntries(entries) as unknown as BrandVariants;
}
