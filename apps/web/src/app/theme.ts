import {
  DEFAULT_THEME,
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type NumberInputProps,
  type VariantColorsResolver,
} from '@mantine/core';
import {
  blendOver,
  findReadableColor,
  findReadableShade,
  hexToRgb,
  type TRgb,
} from '../shared/ui/contrast.ts';

const WHITE: TRgb = [255, 255, 255];
const BLACK = '#000000';
/** Mantine paints light variants with shade 6 at 10 % over the page. */
const BASE_SHADE = 6;

type TReadableColor = {
  /** Text of light and subtle variants, on their tinted background. */
  lightText: string;
  /** Text and border of outline variants and coloured text (`c="red"`), on white. */
  text: string;
  /** Background of the filled variant, and the text that reads on it. */
  filled: number;
  filledText: string;
};

/**
 * Mantine's default shades put many labels under WCAG AA (a gray light button reads at 3:1, white
 * on blue.6 at 3.6:1): for every theme colour, the first shade that reaches 4.5:1 instead.
 */
function getReadableColors(
  colors: Record<string, readonly string[]>,
): Record<string, TReadableColor> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => {
      const tint = blendOver(hexToRgb(shades[BASE_SHADE]!), 0.12, WHITE);
      const filledWithWhite = findReadableShade(shades, WHITE, BASE_SHADE);
      return [
        name,
        {
          lightText: findReadableColor(shades, tint),
          text: findReadableColor(shades, WHITE),
          filled: filledWithWhite ?? BASE_SHADE,
          // No shade carries white text at AA (yellow, orange, green): black on the usual shade.
          filledText: filledWithWhite === null ? BLACK : 'var(--mantine-color-white)',
        },
      ];
    }),
  );
}

export const READABLE_COLORS = getReadableColors(DEFAULT_THEME.colors);

/** Light-scheme variables: readable colour variants, dimmed text and placeholders at AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    // gray.6 (#868e96) reads at 3.3:1 on white; these read at 6:1 and 4.8:1.
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#676e75',
    '--mantine-color-anchor': 'var(--mantine-color-blue-text)',
    ...Object.fromEntries(
      Object.entries(READABLE_COLORS).flatMap(([name, c]) => [
        [`--mantine-color-${name}-text`, c.text],
        [`--mantine-color-${name}-light-color`, c.lightText],
        [`--mantine-color-${name}-outline`, c.text],
        [`--mantine-color-${name}-filled`, `var(--mantine-color-${name}-${c.filled})`],
        [
          `--mantine-color-${name}-filled-hover`,
          `var(--mantine-color-${name}-${Math.min(c.filled + 1, 9)})`,
        ],
      ]),
    ),
  },
  dark: {},
});

/** Filled buttons and badges get the text colour that reads on their (readable) background. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled' || !input.color) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  const readable = READABLE_COLORS[parsed.color];
  if (!parsed.isThemeColor || parsed.shade !== undefined || !readable) return colors;
  return { ...colors, color: readable.filledText };
};

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  variantColorResolver,
  components: {
    // A number out of range stays as typed and the form says why; it is never changed silently.
    // A plain object, not NumberInput.extend (the same object): the theme, loaded by every page,
    // then does not bring the NumberInput component into the first chunk.
    NumberInput: { defaultProps: { clampBehavior: 'none' } satisfies Partial<NumberInputProps> },
  },
});
