import { describe, expect, it } from 'vitest';
import { readDocxLines } from './read-docx-lines.ts';

const paragraph = (inner: string) =>
  `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="4000"/></w:tabs></w:pPr>${inner}</w:p>`;
const run = (text: string) =>
  `<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`;
const cell = (...paragraphs: string[]) => `<w:tc><w:tcPr/>${paragraphs.join('')}</w:tc>`;
const body = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document><w:body>${inner}</w:body></w:document>`;

describe('readDocxLines', () => {
  it('reads paragraphs, line breaks and tabs, and no tab stop definitions', () => {
    const xml = body(
      paragraph(`${run('Jane Doe')}<w:r><w:br/></w:r>${run('Developer')}`) +
        paragraph(`${run('Acme')}<w:r><w:tab/></w:r>${run('2019 &amp; 2020')}`),
    );
    expect(readDocxLines(xml)).toEqual(['Jane Doe', 'Developer', 'Acme\t2019 & 2020']);
  });

  it('reads a skills grid row as one line and a layout table cell by cell', () => {
    const grid = `<w:tbl><w:tblPr/><w:tr>${cell(paragraph(run('Languages')))}${cell(paragraph(run('Java, Kotlin')))}</w:tr></w:tbl>`;
    const layout = `<w:tbl><w:tr>${cell(paragraph(run('Contact')), paragraph(run('jane@example.com')))}${cell(paragraph(run('Experience')), paragraph(run('Acme, 2019')))}</w:tr></w:tbl>`;
    expect(readDocxLines(body(grid + layout))).toEqual([
      'Languages\tJava, Kotlin',
      'Contact',
      'jane@example.com',
      'Experience',
      'Acme, 2019',
    ]);
  });

  it('reads a text box once, where it is anchored, and leaves out deleted text and field codes', () => {
    const box = `<w:txbxContent>${paragraph(run('Jane Doe'))}${paragraph(run('Paris'))}</w:txbxContent>`;
    const anchored = paragraph(
      `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>${box}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>`,
    );
    const edited = paragraph(
      `${run('Profile')}<w:del><w:r><w:delText>Old</w:delText></w:r></w:del><w:r><w:instrText> PAGE </w:instrText></w:r>`,
    );
    expect(readDocxLines(body(anchored + edited))).toEqual(['Jane Doe', 'Paris', '', 'Profile']);
  });
});
