import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { blendOver, findReadableColor, getContrastRatio, hexToRgb, type TRgb } from './contrast.ts';

const WHITE: TRgb = [255, 255, 255];

describe('contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1, gray.6 on white 3.3:1)', () => {
    expect(getContrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(getContrastRatio(hexToRgb('#868e96'), WHITE)).toBeCloseTo(3.32, 2);
  });

  it('finds a readable colour for every Mantine scale, on white and on its own light tint', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const tint = blendOver(hexToRgb(shades[6]), 0.12, WHITE);
      for (const background of [WHITE, tint]) {
        const color = findReadableColor(shades, background);
        expect(getContrastRatio(hexToRgb(color), background), name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a scale shade when one reads, and only darkens past the scale when none does', () => {
    expect(findReadableColor(DEFAULT_THEME.colors.gray, WHITE)).toBe(DEFAULT_THEME.colors.gray[7]);
    expect(DEFAULT_THEME.colors.green).not.toContain(
      findReadableColor(DEFAULT_THEME.colors.green, WHITE),
    );
  });
});
