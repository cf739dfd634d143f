import type { ChangeEvent } from 'react';
import type { TDossierContent } from '@staffing/domain';

/**
 * The editor's fields: lists are edited as text (skills separated by commas, responsibilities one
 * per line) and read back only on save, so typing a comma or a new line is never undone.
 */
export type TDossierForm = Omit<TDossierContent, 'skillGroups' | 'experiences' | 'languages'> & {
  languagesText: string;
  skillGroups: { family: string; skillsText: string }[];
  experiences: (Omit<TDossierContent['experiences'][number], 'responsibilities'> & {
    responsibilitiesText: string;
  })[];
};

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

export function toDossierForm(content: TDossierContent): TDossierForm {
  const { skillGroups, experiences, languages, ...rest } = content;
  return {
    ...rest,
    languagesText: languages.join(', '),
    skillGroups: skillGroups.map((g) => ({ family: g.family, skillsText: g.skills.join(', ') })),
    experiences: experiences.map(({ responsibilities, ...e }) => ({
      ...e,
      responsibilitiesText: responsibilities.join('\n'),
    })),
  };
}

export function toDossierContent(form: TDossierForm): TDossierContent {
  const { skillGroups, experiences, languagesText, ...rest } = form;
  return {
    ...rest,
    languages: splitList(languagesText, /[,;\n]/),
    skillGroups: skillGroups
      .map((g) => ({ family: g.family.trim(), skills: splitList(g.skillsText, /[,;\n]/) }))
      .filter((g) => g.family || g.skills.length > 0),
    experiences: experiences.map(({ responsibilitiesText, ...e }) => ({
      ...e,
      responsibilities: splitList(responsibilitiesText, /\n/).map((r) =>
        r.replace(/^[-•*]\s*/, ''),
      ),
    })),
  };
}

/** `items` with the entry at `index` moved one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** `items` with the entry at `index` changed by `patch`. */
export function patchItem<T>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, j) => (j === index ? { ...item, ...patch } : item));
}

type TTextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A text input's value and change handler for one text field of `source`, edited by patch. */
export function textProps<T>(source: T, key: TTextKey<T>, patch: (change: Partial<T>) => void) {
  return {
    value: source[key] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      patch({ [key]: e.currentTarget.value } as Partial<T>),
  };
}
