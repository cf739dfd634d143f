import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server.ts';

const localesDir = path.join(repoRoot, 'apps/web/src/locales');

/** Every message of one language, all namespaces merged ('needs.board.title' → text). */
export function readCatalog(language: 'en' | 'fr'): Record<string, string> {
  const dir = path.join(localesDir, language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object),
  ) as Record<string, string>;
}

/**
 * The English texts that would betray an untranslated screen: plain messages (no ICU argument) of
 * two words or more whose French differs. Single words are left out: 'Client', 'Test' or 'Admin'
 * are French too.
 */
export function englishOnlyTexts(): string[] {
  const en = readCatalog('en');
  const fr = readCatalog('fr');
  const french = new Set(Object.values(fr).map((text) => text.toLowerCase()));
  return Object.entries(en)
    .filter(([, text]) => !/[{}]/.test(text) && text.trim().split(/\s+/).length >= 2)
    .filter(([key, text]) => fr[key] !== text && !french.has(text.toLowerCase()))
    .map(([, text]) => text);
}

/** The English-only texts visible on the page (its text, titles, labels and placeholders). */
export async function visibleEnglish(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const element of Array.from(
      document.querySelectorAll('[aria-label],[placeholder],[title]'),
    ))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (element.getAttribute(name)) parts.push(element.getAttribute(name) as string);
    return parts.join('\n');
  });
  const words = (text: string) =>
    new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
  return englishOnlyTexts().filter((text) => words(text).test(shown));
}
