/** WCAG 2 contrast arithmetic on #rrggbb colours, for choosing readable theme shades. */

export type TRgb = readonly [number, number, number];

/** The AA threshold for normal text (WCAG 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

export function hexToRgb(hex: string): TRgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as TRgb;
}

export function getRelativeLuminance([r, g, b]: TRgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function getContrastRatio(a: TRgb, b: TRgb): number {
  const [hi, lo] = [getRelativeLuminance(a), getRelativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** A translucent colour painted over an opaque one. */
export function blendOver(color: TRgb, alpha: number, base: TRgb): TRgb {
  return color.map((c, i) => c * alpha + base[i]! * (1 - alpha)) as unknown as TRgb;
}

export function rgbToHex(rgb: TRgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A colour of the scale that reads at AA on `background`: the first shade from `from` on (darker
 * in a light theme), else the darkest shade taken darker in small steps until it reads.
 */
export function findReadableColor(shades: readonly string[], background: TRgb, from = 6): string {
  const index = findReadableShade(shades, background, from);
  if (index !== null) return shades[index]!;
  let rgb = hexToRgb(shades[shades.length - 1]!);
  while (getContrastRatio(rgb, background) < AA_TEXT_CONTRAST)
    rgb = rgb.map((c) => c * 0.95) as unknown as TRgb;
  return rgbToHex(rgb);
}

/** The first shade from `from` on (darker in a light theme) that reads at AA on `background`. */
export function findReadableShade(
  shades: readonly string[],
  background: TRgb,
  from = 6,
): number | null {
  for (let i = from; i < shades.length; i++)
    if (getContrastRatio(hexToRgb(shades[i]!), background) >= AA_TEXT_CONTRAST) return i;
  return null;
}
