import { useEffect } from 'react';
import { useSession } from '../shared/session/index.ts';
import { activateLocale, resolveLocale } from './locale.ts';

/** Follows the signed-in user's language setting: on sign-in, on a profile change, on sign-out. */
export function LocaleSync() {
  const { user } = useSession();
  const language = user?.language;
  useEffect(() => {
    void activateLocale(resolveLocale(language)).catch(() => undefined);
  }, [language]);
  return null;
}
