/**
 * The interface's languages. English is the default and the spec's own words; French
 * is the users' language. The web picks one from the user's profile, else the browser; the server
 * picks the language of its error messages from `Accept-Language`.
 */
export const LOCALES = ['en', 'fr'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'fr-CA' → 'fr'; undefined for a language we do not speak. */
export function toLocale(tag: string): TLocale | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/**
 * The first language we speak among `preferred`, in order: an `Accept-Language` header
 * ('fr-FR,fr;q=0.9,en;q=0.8', weights honoured) or a list such as `navigator.languages`.
 * English when none is ours.
 */
export function pickLocale(preferred: string | readonly string[] | null | undefined): TLocale {
  if (!preferred) return DEFAULT_LOCALE;
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.split(';');
            const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            const weight = q === undefined ? 1 : Number(q);
            return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : preferred;
  for (const tag of tags) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
