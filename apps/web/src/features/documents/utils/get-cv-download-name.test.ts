import { describe, expect, it } from 'vitest';
import { getCvDownloadName } from './get-cv-download-name.ts';

describe('getCvDownloadName', () => {
  it('is CV_{sanitised name}.pdf', () => {
    expect(getCvDownloadName('Hélène Dupont-Martin')).toBe('CV_Helene_Dupont-Martin.pdf');
  });
  it('keeps the extension of a Word CV', () => {
    expect(getCvDownloadName('Jean Dupont', 'cv jean.DOCX')).toBe('CV_Jean_Dupont.docx');
  });
});
