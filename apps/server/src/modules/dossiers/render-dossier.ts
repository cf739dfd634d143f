import type Docxtemplater from 'docxtemplater';
import { DOSSIER_LABELS, type TDossierContent, type TDossierLanguage } from '@staffing/domain';
import { badInput } from '../../lib/errors.ts';

export const TEMPLATE_MESSAGES = {
  notDocx: 'The dossier template must be a Word document (.docx)',
  invalid: (detail: string) => `The dossier template cannot be used: ${detail}`,
} as const;

/** docxtemplater's own explanation of a broken template, one line per tag it could not read. */
function explain(err: unknown): string {
  const e = err as { properties?: { errors?: { properties?: { explanation?: string } }[] } };
  const lines = (e.properties?.errors ?? [])
    .map((x) => x.properties?.explanation)
    .filter((x): x is string => !!x);
  if (lines.length > 0) return lines.slice(0, 3).join('; ');
  return err instanceof Error ? err.message : String(err);
}

/**
 * docxtemplater and its zip library, loaded on the first dossier rather than at start: most
 * processes never make one, and they are a tenth of what the server loads.
 */
export async function loadDocx() {
  const [{ default: Docxtemplater }, { default: PizZip }] = await Promise.all([
    import('docxtemplater'),
    import('pizzip'),
  ]);
  return { Docxtemplater, PizZip };
}

async function compile(template: Uint8Array): Promise<Docxtemplater> {
  const { Docxtemplater, PizZip } = await loadDocx();
  let zip: InstanceType<typeof PizZip>;
  try {
    zip = new PizZip(template);
  } catch {
    throw badInput(TEMPLATE_MESSAGES.notDocx);
  }
  if (!zip.file('word/document.xml')) throw badInput(TEMPLATE_MESSAGES.notDocx);
  try {
    // paragraphLoop: a tag alone in its paragraph leaves no empty paragraph behind;
    // linebreaks: a typed new line in the summary is a line break in Word.
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      nullGetter: () => '',
    });
  } catch (err) {
    throw badInput(TEMPLATE_MESSAGES.invalid(explain(err)));
  }
}

/** Refuses (422, with docxtemplater's explanation) a file that is no usable template. */
export async function checkDossierTemplate(template: Uint8Array): Promise<void> {
  await compile(template);
}

const period = (start: string, end: string, present: string) => {
  const to = /^(present|current|now|aujourd'?hui|actuel|en cours)$/i.test(end.trim())
    ? present
    : end;
  return [start, to].filter(Boolean).join(' – ');
};

/** The data a template sees: the content plus the labels and joined lists a Word author needs. */
export function templateData(content: TDossierContent, language: TDossierLanguage, now: Date) {
  const labels = DOSSIER_LABELS[language];
  return {
    ...content,
    language,
    // Flat names: docxtemplater's default parser reads no dotted paths ({labelSummary}...).
    ...Object.fromEntries(
      Object.entries(labels).map(([k, v]) => [`label${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
    ),
    date: new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
      dateStyle: 'long',
    }).format(now),
    hasSkills: content.skillGroups.some((g) => g.skills.length > 0),
    skillGroups: content.skillGroups
      .filter((g) => g.skills.length > 0)
      .map((g) => ({ ...g, skillsText: g.skills.join(', ') })),
    hasExperiences: content.experiences.length > 0,
    experiences: content.experiences.map((e) => ({
      ...e,
      period: period(e.startDate, e.endDate, labels.present),
      highlightedText: e.highlighted ? labels.highlighted : '',
    })),
    languagesText: content.languages.join(', '),
  };
}

/** The dossier as a .docx made from `template` (the firm's, or the default one). */
export async function renderDossierDocx(
  template: Uint8Array,
  content: TDossierContent,
  language: TDossierLanguage,
  now = new Date(),
): Promise<Buffer> {
  const doc = await compile(template);
  try {
    doc.render(templateData(content, language, now));
  } catch (err) {
    throw badInput(TEMPLATE_MESSAGES.invalid(explain(err)));
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
