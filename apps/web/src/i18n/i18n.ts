import { useContext } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { DEFAULT_LOCALE, type TLocale } from '@staffing/domain';
import type { TMessageKey } from './keys.ts';
// The login page's own words and the shared ones ship with the first chunk; the rest come with
// the signed-in layout (./app-catalogs.ts) and French with its own chunks, loaded on demand.
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';

/** ICU values of a message: '{count, plural, one {# need} other {# needs}}' takes { count }. */
export type TMessageValues = Record<string, unknown>;
export type TTranslate = (key: TMessageKey, values?: TMessageValues) => string;

/** The one Lingui instance of the app. */
export const i18n = setupI18n();
// The catalogues are compiled at build (build/message-catalogs.ts), which keeps plain text as a
// string. Lingui 5 takes any string for an uncompiled ICU message and logs a warning on every
// call, in production too (80 ms of a board's first render); these strings are final as they are.
// Lingui's type says a compiler returns tokens; a string is what its runtime shows as it is.
i18n.setMessagesCompiler(
  ((message: string) => message) as unknown as Parameters<typeof i18n.setMessagesCompiler>[0],
);
i18n.load(DEFAULT_LOCALE, { ...(enCommon as Messages), ...(enAuth as Messages) });
i18n.activate(DEFAULT_LOCALE);

/** Merges compiled catalogues into a language (the build compiles them: build/message-catalogs.ts). */
export function loadMessages(locale: TLocale, catalogs: readonly unknown[]): void {
  const merged: Messages = {};
  for (const catalog of catalogs) Object.assign(merged, catalog as Messages);
  i18n.load(locale, merged);
}

// A key whose English catalogue has not come yet (a page's words used elsewhere): bring the rest
// of English at once; the screen renders again when it is here.
let moreEnglish: Promise<unknown> | null = null;
i18n.on('missing', ({ locale }) => {
  if (locale !== DEFAULT_LOCALE || moreEnglish) return;
  moreEnglish = Promise.all([import('./app-catalogs.ts'), import('./more-catalogs.ts')]);
});

/** A message in the active language, for code outside React (toasts, column definitions). */
export const t: TTranslate = (key, values) => i18n._(key, values);

/**
 * A message in the active language, inside a component: the component renders again when the
 * language changes. Works without a provider too (a test rendering one component alone).
 */
export function useT(): TTranslate {
  const context = useContext(LinguiContext);
  return (context?._ as TTranslate | undefined) ?? t;
}
