import { describe, expect, it } from 'vitest';
import { ROLES } from '../users/user.constants.ts';
import { can } from '../users/permissions.ts';
import {
  archiveEntryName,
  archiveFileName,
  archiveFilePaths,
  archiveScopeOf,
  uniqueEntryName,
} from './archive.rules.ts';

describe('archive rules', () => {
  it('gives the Admin the pool, Sales their own records and the Recruiter nothing', () => {
    expect(archiveScopeOf('Admin')).toBe('pool');
    expect(archiveScopeOf('Sales')).toBe('owned');
    expect(archiveScopeOf('Recruiter')).toBeNull();
    for (const role of ROLES) expect(archiveScopeOf(role) !== null).toBe(can.exportArchive(role));
  });

  it('names the archive after the UTC day it was taken', () => {
    expect(archiveFileName(new Date('2026-11-29T23:30:00.000Z'))).toBe(
      'staffing-export-2026-11-29.zip',
    );
  });

  it('keeps a file name inside its folder and readable', () => {
    expect(archiveEntryName('CV Zoé Martin.pdf', 'cv')).toBe('CV Zoé Martin.pdf');
    expect(archiveEntryName('../../etc/passwd', 'cv')).toBe('_.._etc_passwd');
    expect(archiveEntryName('..\\secret.docx', 'cv')).toBe('_secret.docx');
    expect(archiveEntryName('a\u0000b.pdf', 'cv')).toBe('a_b.pdf');
    expect(archiveEntryName('', 'cv')).toBe('cv');
    expect(archiveEntryName(null, 'cv')).toBe('cv');
    expect(archiveEntryName('...', 'cv')).toBe('cv');
    const long = archiveEntryName(`${'x'.repeat(300)}.docx`, 'cv');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('numbers a name the folder already holds', () => {
    expect(uniqueEntryName('cv.pdf', new Set())).toBe('cv.pdf');
    expect(uniqueEntryName('cv.pdf', new Set(['cv.pdf']))).toBe('2-cv.pdf');
    expect(uniqueEntryName('cv.pdf', new Set(['cv.pdf', '2-cv.pdf']))).toBe('3-cv.pdf');
  });
});

describe('archive file paths', () => {
  it('puts each file in its record folder, repeated names numbered, nameless ones by key', () => {
    const paths = archiveFilePaths('c1', [
      { key: 'candidates/c1/a.pdf', filename: 'CV.pdf', kind: 'cv' },
      { key: 'candidates/c1/b.pdf', filename: 'CV.pdf', kind: 'cv' },
      { key: 'candidates/c1/d.docx', filename: null, kind: 'dossier' },
    ]).map((p) => p.path);
    expect(paths).toEqual(['files/c1/CV.pdf', 'files/c1/2-CV.pdf', 'files/c1/d.docx']);
  });
});
