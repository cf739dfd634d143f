import { isLocale, type TProfileForm, type TUserLanguage } from '@staffing/domain';

/** The language select's value: a language, or 'browser' for no setting (null). */
export type TLanguageChoice = 'browser' | 'en' | 'fr';
export type TProfileFormValues = TProfileForm & { language?: string };

export type TProfileUpdate = {
  name: string;
  password?: string;
  currentPassword?: string;
  language?: TUserLanguage;
};

export function toLanguageChoice(language: TUserLanguage | undefined): TLanguageChoice {
  return language ?? 'browser';
}

export function fromLanguageChoice(choice: string | undefined): TUserLanguage {
  return isLocale(choice) ? choice : null;
}

/**
 * The name; when a new one is typed, the password with the current one; the language when it
 * changed from `currentLanguage`.
 */
export function buildProfileUpdate(
  values: TProfileFormValues,
  currentLanguage: TUserLanguage = null,
): TProfileUpdate {
  const update: TProfileUpdate = { name: values.name.trim() };
  if (values.newPassword) {
    update.password = values.newPassword;
    update.currentPassword = values.currentPassword;
  }
  if (values.language !== undefined) {
    const language = fromLanguageChoice(values.language);
    if (language !== currentLanguage) update.language = language;
  }
  return update;
}
