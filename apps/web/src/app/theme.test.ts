import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { getContrastRatio, hexToRgb, type TRgb } from '../shared/ui/contrast.ts';
import { READABLE_COLORS, cssVariablesResolver, theme } from './theme.ts';

const WHITE: TRgb = [255, 255, 255];
const BLACK: TRgb = [0, 0, 0];

describe('theme contrast', () => {
  it('every filled colour carries its text at AA (white on a dark enough shade, else black)', () => {
    for (const [name, c] of Object.entries(READABLE_COLORS)) {
      const background = hexToRgb(DEFAULT_THEME.colors[name]![c.filled]!);
      const text = c.filledText === '#000000' ? BLACK : WHITE;
      expect(getContrastRatio(text, background), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dimmed text and placeholders read at AA on white', () => {
    const { light } = cssVariablesResolver(theme as never);
    for (const key of ['--mantine-color-dimmed', '--mantine-color-placeholder'] as const)
      expect(getContrastRatio(hexToRgb(light[key]!), WHITE), key).toBeGreaterThanOrEqual(4.5);
  });

  it('number inputs never clamp what was typed', () => {
    expect(theme.components?.NumberInput?.defaultProps).toMatchObject({ clampBehavior: 'none' });
  });
});
