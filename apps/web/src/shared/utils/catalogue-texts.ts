import { t } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';

/**
 * A table of texts that reads each one from the catalogues when used, never at load: the table is
 * built once, at import, and must still show the language chosen since. `keys` names a text by its
 * catalogue key; `rest` holds what takes values (functions) or nests (another such table).
 */
export function catalogueTexts<TName extends string, TRest extends object = Record<never, never>>(
  keys: Record<TName, TMessageKey>,
  rest?: TRest,
): Readonly<Record<TName, string>> & TRest {
  const texts = { ...rest };
  for (const [name, key] of Object.entries(keys) as [TName, TMessageKey][])
    Object.defineProperty(texts, name, { get: () => t(key), enumerable: true });
  return texts as Readonly<Record<TName, string>> & TRest;
}
