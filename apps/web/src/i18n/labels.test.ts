import { describe, expect, it } from 'vitest';
import { LABELLED_ENUMS } from '@staffing/domain';
import fs from 'node:fs';
import path from 'node:path';
import { i18n, t } from './i18n.ts';
import './app-catalogs.ts';
import { labelOf, needStatusLabel } from './labels.ts';
import { activateLocale } from './locale.ts';

const SETS: Record<string, string> = {
  'need column': 'needColumn',
  priority: 'priority',
  category: 'category',
  'JD analysis status': 'jdAnalysis',
  'CV analysis status': 'cvAnalysis',
  'step type': 'stepType',
  'step status': 'stepStatus',
  'step source': 'stepSource',
  'GO/NOGO decision': 'goNogo',
  'contract type': 'contractType',
  'candidate link status': 'linkStatus',
  'CV state': 'cvState',
  role: 'role',
};

describe('labels of domain values', () => {
  it('says in English exactly what the domain says, for every value', () => {
    // The file itself: an import would give the compiled messages.
    const catalog = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../locales/en/labels.json'), 'utf8'),
    ) as Record<string, string>;
    for (const { name, values, labels } of LABELLED_ENUMS) {
      const set = SETS[name];
      if (!set) continue; // colours
      for (const value of values)
        expect(catalog[`labels.${set}.${value}`], `${name} ${value}`).toBe(
          (labels as Record<string, string>)[value],
        );
    }
  });

  it('follows the active language, and humanizes an unknown value', async () => {
    await activateLocale('fr');
    expect(labelOf(t, 'needColumn', 'SALE')).toBe('Vendu');
    expect(needStatusLabel(t, 'no-candidate')).toBe('Aucun candidat');
    expect(labelOf(t, 'role', 'NEW_ROLE')).toBe('New role');
    await activateLocale('en');
    expect(labelOf(t, 'needColumn', 'SALE')).toBe('Sold');
    expect(i18n.locale).toBe('en');
  });
});
