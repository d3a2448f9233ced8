import { describe, expect, it } from 'vitest';
import { RADIUS_DIALOG_PX, RADIUS_PAPER_PX, THEME_FONT_FAMILY, THEME_PRIMARY_COLOR } from '@shared/constants';
import { darkTheme, lightBrand, lightTheme, themeFor } from '@renderer/app/theme/themes';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

describe('themes (§Shell 2–3, 11)', () => {
  it('light: brand ramp on #2E70C7, white background, Poppins, 16 px base and 24 px headings in rem', () => {
    expect(lightBrand[80].toUpperCase()).toBe(THEME_PRIMARY_COLOR);
    expect(lightTheme.colorBrandBackground.toUpperCase()).toBe(THEME_PRIMARY_COLOR);
    expect(lightTheme.colorNeutralBackground1.toUpperCase()).toBe('#FFFFFF');
    expect(lightTheme.fontFamilyBase).toBe(THEME_FONT_FAMILY);
    expect(lightTheme.fontFamilyBase.startsWith('Poppins')).toBe(true);
    expect(lightTheme.fontSizeBase300).toBe('1rem');
    expect(lightTheme.fontSizeBase600).toBe('1.5rem');
  });

  it('radius: 8 px paper, 12 px dialogs, in both modes', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.borderRadiusLarge).toBe(`${RADIUS_PAPER_PX}px`);
      expect(theme.borderRadiusXLarge).toBe(`${RADIUS_DIALOG_PX}px`);
    }
  });

  it('dark: deep orange brand and warm neutrals', () => {
    expect(darkTheme.colorBrandBackground.toUpperCase()).toBe('#BF360C');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(darkTheme.colorNeutralBackground1.slice(i, i + 2), 16));
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThan(b!);
    expect(themeFor('dark')).toBe(darkTheme);
    expect(themeFor('light')).toBe(lightTheme);
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('%s: text and brand colours meet WCAG AA (4.5:1)', (_mode, theme) => {
    const surfaces = [theme.colorNeutralBackground1, theme.colorNeutralBackground2];
    for (const surface of surfaces) {
      for (const text of [theme.colorNeutralForeground1, theme.colorNeutralForeground2, theme.colorNeutralForeground3, theme.colorBrandForeground1, theme.colorBrandForegroundLink]) {
        expect({ text, surface, ratio: contrast(text, surface) >= 4.5 }).toEqual({ text, surface, ratio: true });
      }
    }
    for (const background of [theme.colorBrandBackground, theme.colorBrandBackgroundHover, theme.colorBrandBackgroundPressed]) {
      expect({ background, ratio: contrast(theme.colorNeutralForegroundOnBrand, background) >= 4.5 }).toEqual({ background, ratio: true });
    }
  });
});
