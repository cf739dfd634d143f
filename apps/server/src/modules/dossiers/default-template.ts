import { loadDocx } from './render-dossier.ts';

/**
 * The dossier template that ships: a plain A4 Word document with docxtemplater tags, built here
 * rather than committed as a binary so that its tags are readable and reviewed like code. An Admin
 * downloads it as the starting point of the firm's own template (docs/dossier.md lists the tags).
 */

const ACCENT = '1F4E79';
const LIGHT = 'E8F0F8';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type TRun = {
  text: string;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  color?: string;
  caps?: boolean;
};

function run(r: TRun): string {
  const props = [
    r.bold ? '<w:b/>' : '',
    r.italic ? '<w:i/>' : '',
    r.caps ? '<w:caps/>' : '',
    r.color ? `<w:color w:val="${r.color}"/>` : '',
    r.size ? `<w:sz w:val="${r.size}"/><w:szCs w:val="${r.size}"/>` : '',
  ].join('');
  // One tab character in a run is a real tab: the experience line puts its dates on a tab stop.
  return r.text
    .split('\t')
    .map(
      (part) =>
        `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(part)}</w:t></w:r>`,
    )
    .join('<w:r><w:tab/></w:r>');
}

type TPara = {
  runs: TRun[];
  style?: string;
  spaceBefore?: number;
  spaceAfter?: number;
  indent?: { left: number; hanging?: number };
  shade?: string;
  borderLeft?: string;
  keepNext?: boolean;
  tabRight?: boolean;
};

function para(p: TPara): string {
  const props = [
    p.style ? `<w:pStyle w:val="${p.style}"/>` : '',
    p.keepNext ? '<w:keepNext/>' : '',
    p.borderLeft
      ? `<w:pBdr><w:left w:val="single" w:sz="18" w:space="6" w:color="${p.borderLeft}"/></w:pBdr>`
      : '',
    p.shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${p.shade}"/>` : '',
    p.tabRight ? '<w:tabs><w:tab w:val="right" w:pos="9638"/></w:tabs>' : '',
    p.spaceBefore !== undefined || p.spaceAfter !== undefined
      ? `<w:spacing w:before="${p.spaceBefore ?? 0}" w:after="${p.spaceAfter ?? 0}"/>`
      : '',
    p.indent
      ? `<w:ind w:left="${p.indent.left}"${p.indent.hanging ? ` w:hanging="${p.indent.hanging}"` : ''}/>`
      : '',
  ].join('');
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${p.runs.map(run).join('')}</w:p>`;
}

/** A paragraph holding only a docxtemplater tag: with paragraphLoop it vanishes from the output. */
const tag = (t: string) => para({ runs: [{ text: t }], spaceAfter: 0 });
const section = (label: string) => para({ style: 'SectionTitle', runs: [{ text: label }] });

/** An experience's title and company lines; a highlighted one is shaded, ruled and labelled. */
function experienceHeading(highlighted: boolean): string[] {
  const box = highlighted ? { shade: LIGHT, borderLeft: ACCENT, tabRight: true } : {};
  const label: TRun[] = highlighted
    ? [{ text: '\t{labelHighlighted}', size: 16, color: ACCENT, bold: true }]
    : [];
  return [
    para({
      runs: [
        { text: '{title}', bold: true },
        { text: '\t{period}', color: '595959' },
      ],
      ...box,
      tabRight: true,
      keepNext: true,
      spaceBefore: 160,
      spaceAfter: 20,
    }),
    para({
      runs: [
        { text: '{company}{#location} · {location}{/location}', italic: true, color: '404040' },
        ...label,
      ],
      ...box,
      keepNext: true,
      spaceAfter: 60,
    }),
  ];
}

function documentXml(): string {
  const body = [
    para({
      runs: [{ text: '{labelHeading}', caps: true, color: ACCENT, size: 18, bold: true }],
      spaceAfter: 60,
    }),
    para({ runs: [{ text: '{name}', bold: true, size: 40 }], spaceAfter: 40 }),
    para({ runs: [{ text: '{title}', size: 26, color: '404040' }], spaceAfter: 40 }),
    tag('{#experienceYears}'),
    para({
      runs: [
        { text: '{labelExperienceYears} : ', color: '595959' },
        { text: '{experienceYears}', bold: true },
      ],
      spaceAfter: 120,
    }),
    tag('{/experienceYears}'),
    tag('{#summary}'),
    section('{labelSummary}'),
    para({ runs: [{ text: '{summary}' }], spaceAfter: 120 }),
    tag('{/summary}'),
    tag('{#hasSkills}'),
    section('{labelSkills}'),
    tag('{#skillGroups}'),
    para({
      runs: [{ text: '{family}', bold: true, color: ACCENT }, { text: ' : {skillsText}' }],
      spaceAfter: 80,
    }),
    tag('{/skillGroups}'),
    tag('{/hasSkills}'),
    tag('{#hasExperiences}'),
    section('{labelExperiences}'),
    tag('{#experiences}'),
    tag('{#highlighted}'),
    ...experienceHeading(true),
    tag('{/highlighted}'),
    tag('{^highlighted}'),
    ...experienceHeading(false),
    tag('{/highlighted}'),
    tag('{#responsibilities}'),
    para({ runs: [{ text: '•\t{.}' }], indent: { left: 567, hanging: 283 }, spaceAfter: 20 }),
    tag('{/responsibilities}'),
    tag('{/experiences}'),
    tag('{/hasExperiences}'),
    tag('{#education}'),
    section('{labelEducation}'),
    para({ runs: [{ text: '{education}' }], spaceAfter: 120 }),
    tag('{/education}'),
    tag('{#languagesText}'),
    section('{labelLanguages}'),
    para({ runs: [{ text: '{languagesText}' }], spaceAfter: 120 }),
    tag('{/languagesText}'),
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

const FOOTER = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:ftr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${para({
  runs: [{ text: '{labelHeading} · {name} · {date}', size: 16, color: '808080' }],
})}</w:ftr>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="fr-FR"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="SectionTitle"><w:name w:val="Section title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="8" w:space="2" w:color="${ACCENT}"/></w:pBdr><w:spacing w:before="240" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:caps/><w:color w:val="${ACCENT}"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>
</w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rIdFooter" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>`;

let built: Buffer | null = null;

/** The default template's bytes (built once per process). */
export async function defaultDossierTemplate(): Promise<Buffer> {
  if (built) return built;
  const { PizZip } = await loadDocx();
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/_rels/document.xml.rels', DOC_RELS);
  zip.file('word/document.xml', documentXml());
  zip.file('word/styles.xml', STYLES);
  zip.file('word/footer1.xml', FOOTER);
  built = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  return built;
}

export const DEFAULT_TEMPLATE_FILENAME = 'dossier-template.docx';
