import { isLocale, pickLocale, type TLocale } from '@staffing/domain';
import { i18n } from './i18n.ts';

let frenchLoad: Promise<unknown> | null = null;

/** French arrives in its own chunk (./french.ts), fetched once when French is first chosen. */
function loadFrench(): Promise<unknown> {
  frenchLoad ??= import('./french.ts').catch((error: unknown) => {
    frenchLoad = null;
    throw error;
  });
  return frenchLoad;
}

/**
 * The language last chosen on this browser, kept so that /login speaks it before anyone signs in
 * (the profile's setting is the source of truth once signed in).
 */
export const LANGUAGE_STORAGE_KEY = 'language';

export function getStoredLocale(): TLocale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: TLocale | null): void {
  try {
    if (locale) localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice then lasts for this page.
  }
}

/** The browser's first language that we speak, else English. */
export function getBrowserLocale(): TLocale {
  if (typeof navigator === 'undefined') return pickLocale(undefined);
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language to show: the user's profile setting, else the last choice here, else the browser. */
export function resolveLocale(profileLanguage: unknown): TLocale {
  if (isLocale(profileLanguage)) return profileLanguage;
  return getStoredLocale() ?? getBrowserLocale();
}

export function getActiveLocale(): TLocale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** Switches the whole interface, once the language's messages are loaded. */
export async function activateLocale(locale: TLocale): Promise<void> {
  if (locale === 'fr') await loadFrench();
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The BCP 47 tag for Intl in the active language: the browser's own variant when it speaks that
 * language (en-GB keeps 25/11/2026), else France for French and the US for English.
 */
export function getIntlLocale(locale: TLocale = getActiveLocale()): string {
  if (typeof navigator !== 'undefined') {
    const own = (navigator.languages ?? [navigator.language]).find(
      (tag) => tag && tag.toLowerCase().split(/[-_]/)[0] === locale && tag.includes('-'),
    );
    if (own) return own;
  }
  return locale === 'fr' ? 'fr-FR' : 'en-US';
}
