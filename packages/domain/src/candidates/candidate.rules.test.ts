import { describe, expect, it } from 'vitest';
import {
  countStageChips,
  deriveTrigramme,
  getCandidateStage,
  getInitials,
  getStageChip,
  getStageChips,
  getStageProgress,
  getStageShortName,
  groupByTrackerTab,
  isRejected,
  isUnspecified,
  matchesCandidateFilters,
  mergeCandidateData,
  parseJsonList,
  getCvDownloadName,
  trackerTabOf,
} from './candidate.rules.ts';
import { pickLatestStep, type TStepLike } from '../steps/latest-step.ts';
import type { TStepType } from '../steps/step-type.ts';

const s = (type: TStepType, extra: Partial<TStepLike> = {}): TStepLike => ({ type, ...extra });

describe('getCandidateStage', () => {
  it('is the most advanced step, PUSH and FROZEN ignored, none → NO_CANDIDATE', () => {
    expect(getCandidateStage([])).toBe('NO_CANDIDATE');
    expect(getCandidateStage(null)).toBe('NO_CANDIDATE');
    expect(getCandidateStage([s('CANDIDATE_IDENTIFIED'), s('PUSH'), s('FROZEN')])).toBe(
      'CANDIDATE_IDENTIFIED',
    );
    expect(getCandidateStage([s('GO_NOGO'), s('CANDIDATE_SENT')])).toBe('GO_NOGO');
    expect(getCandidateStage([s('SALE'), s('CANCELED')])).toBe('CANCELED');
  });
  it('progress and short names follow the spec order', () => {
    const stages = [
      'NO_CANDIDATE',
      'CANDIDATE_IDENTIFIED',
      'CANDIDATE_SENT',
      'CANDIDATE_INTERVIEW',
      'GO_NOGO',
      'SALE',
      'CANCELED',
      'DELETED',
    ] as const;
    expect(stages.map(getStageProgress)).toEqual([0, 20, 40, 60, 80, 100, 100, 100]);
    expect(stages.slice(1).map(getStageShortName)).toEqual([
      'Identified',
      'Sent to Client',
      'Interview',
      'Go/No-Go',
      'Sold',
      'Canceled',
      'Deleted',
    ]);
  });
});

describe('pickLatestStep (latest = created last)', () => {
  it('ignores the typed date: a back-dated step is still the newest', () => {
    const identified = s('CANDIDATE_IDENTIFIED', {
      date: '2025-03-01T10:00:00Z',
      createdAt: '2025-03-01T10:00:00Z',
    });
    const sent = s('CANDIDATE_SENT', {
      date: '2025-02-01T00:00:00Z',
      createdAt: '2025-03-02T10:00:00Z',
    });
    expect(pickLatestStep([identified, sent])).toBe(sent);
    expect(pickLatestStep([sent, identified])).toBe(sent);
    expect(pickLatestStep([])).toBeNull();
    expect(pickLatestStep(null)).toBeNull();
  });
  it('orders steps created in the same millisecond by their sequence', () => {
    const at = '2025-03-01T10:00:00.000Z';
    const first = s('CANDIDATE_IDENTIFIED', { createdAt: at, seq: 7, id: 'ffff' });
    const second = s('CANDIDATE_SENT', { createdAt: at, seq: 8, id: '0000' });
    expect(pickLatestStep([second, first])).toBe(second);
    expect(pickLatestStep([first, second])).toBe(second);
  });
  it('falls back to list order on a full tie', () => {
    const a = s('CANDIDATE_IDENTIFIED', { createdAt: '2025-03-01T10:00:00Z' });
    const b = s('FROZEN', { createdAt: '2025-03-01T10:00:00Z' });
    expect(pickLatestStep([a, b])).toBe(b);
  });
});

describe('trackerTabOf', () => {
  it('a back-dated CANDIDATE_SENT keeps the candidate under Sent', () => {
    const steps = [
      s('CANDIDATE_IDENTIFIED', { seq: 1, date: '2025-03-01' }),
      s('CANDIDATE_SENT', { seq: 2, date: '2025-01-01' }),
    ];
    expect(trackerTabOf({ latestStep: pickLatestStep(steps) })).toBe('sent');
    expect(getStageChips(steps)).toEqual(['S']);
  });
  it('a NO_GO decision is Rejected whatever step came after it', () => {
    const noGo = s('GO_NOGO', { seq: 3, detail: { decision: 'NO_GO' } });
    const frozen = s('FROZEN', { seq: 4 });
    expect(trackerTabOf({ latestStep: frozen, noGoStep: noGo })).toBe('rejected');
    expect(trackerTabOf({ latestStep: frozen })).toBe('identified');
    // A GO decision does not reject.
    const go = s('GO_NOGO', { seq: 3, detailGoNoGo: { decision: 'GO' } });
    expect(trackerTabOf({ latestStep: frozen, noGoStep: go })).toBe('identified');
    expect(getStageChips([s('CANDIDATE_IDENTIFIED', { seq: 1 }), noGo, frozen])).toEqual(['NO']);
    const g = groupByTrackerTab([{ id: 'x', latestStep: frozen, noGoStep: noGo }]);
    expect(g.rejected.map((c) => c.id)).toEqual(['x']);
  });
});

describe('stage chips', () => {
  it('maps the latest step to its chip', () => {
    expect(getStageChip(null)).toBe('I');
    expect(getStageChip(s('CANDIDATE_IDENTIFIED'))).toBe('I');
    expect(getStageChip(s('PUSH'))).toBe('P');
    expect(getStageChip(s('CANDIDATE_SENT'))).toBe('S');
    expect(getStageChip(s('CANDIDATE_INTERVIEW'))).toBe('IW');
    expect(getStageChip(s('FROZEN'))).toBe('F');
    expect(getStageChip(s('GO_NOGO', { detailGoNoGo: { decision: 'GO' } }))).toBe('GO');
    expect(getStageChip(s('GO_NOGO', { decision: 'NO_GO' }))).toBe('NO');
    expect(getStageChip(s('GO_NOGO'))).toBe('IW');
    expect(getStageChip(s('SALE'))).toBeNull();
  });
  it('getStageChips reads a candidate’s steps; no steps counts as identified', () => {
    expect(getStageChips([])).toEqual(['I']);
    expect(
      getStageChips([
        s('CANDIDATE_IDENTIFIED', { date: '2025-01-01' }),
        s('PUSH', { date: '2025-01-02' }),
      ]),
    ).toEqual(['P']);
  });
  it('counts chips for the need card in chip order', () => {
    expect(
      countStageChips([
        null,
        s('CANDIDATE_SENT'),
        s('GO_NOGO', { decision: 'NO_GO' }),
        s('CANDIDATE_IDENTIFIED'),
        s('CANCELED'),
      ]),
    ).toEqual([
      { key: 'I', label: 'Identified', count: 2 },
      { key: 'S', label: 'Sent', count: 1 },
      { key: 'NO', label: 'No-Go Decision', count: 1 },
    ]);
  });
});

describe('groupByTrackerTab', () => {
  it('groups by latest step', () => {
    const c = (latestStep: TStepLike | null, id: string) => ({ id, latestStep });
    const g = groupByTrackerTab([
      c(s('SALE'), 'sale'),
      c(s('CANDIDATE_INTERVIEW'), 'iw'),
      c(s('CANCELED'), 'canceled'),
      c(s('DELETED'), 'deleted'),
      c(s('GO_NOGO', { decision: 'NO_GO' }), 'nogo'),
      c(s('GO_NOGO', { detailGoNoGo: { decision: 'GO' } }), 'go'),
      c(s('GO_NOGO'), 'undecided'),
      c(s('CANDIDATE_SENT'), 'sent'),
      c(s('PUSH'), 'push'),
      c(s('FROZEN'), 'frozen'),
      c(null, 'none'),
    ]);
    expect(g.inProgress.map((x) => x.id)).toEqual(['sale', 'iw', 'go', 'undecided']);
    expect(g.rejected.map((x) => x.id)).toEqual(['canceled', 'deleted', 'nogo']);
    expect(g.sent.map((x) => x.id)).toEqual(['sent']);
    expect(g.identified.map((x) => x.id)).toEqual(['push', 'frozen', 'none']);
  });
  it('isRejected', () => {
    expect(isRejected(s('GO_NOGO', { decision: 'NO_GO' }))).toBe(true);
    expect(isRejected(s('GO_NOGO', { decision: 'GO' }))).toBe(false);
    expect(isRejected(null)).toBe(false);
  });
});

describe('text helpers', () => {
  it('isUnspecified', () => {
    for (const v of [
      'Non spécifié',
      'Non spécifiée',
      'Not specified',
      'not specified',
      '',
      '  ',
      null,
      undefined,
    ])
      expect(isUnspecified(v)).toBe(true);
    expect(isUnspecified('Immediately')).toBe(false);
  });
  it('parseJsonList is tolerant', () => {
    expect(parseJsonList('["Java", " Go ", ""]')).toEqual(['Java', 'Go']);
    expect(parseJsonList('Java, Go')).toEqual(['Java', 'Go']);
    expect(parseJsonList("['Java', 'Go']")).toEqual(['Java', 'Go']);
    expect(parseJsonList('"Java"')).toEqual(['Java']);
    expect(parseJsonList('{"a":1}')).toEqual([]);
    expect(parseJsonList(null)).toEqual([]);
    expect(parseJsonList(['a', 'b'])).toEqual(['a', 'b']);
  });
  it('getInitials takes the first and last words, as the avatars of needs and candidates show', () => {
    // The web's copy said JD and the domain's JP: one answer now, everywhere.
    expect(getInitials('Jean Pierre Dupont')).toBe('JD');
    expect(getInitials('jane mary doe')).toBe('JD');
    expect(getInitials('Jane')).toBe('J');
    expect(getInitials(' ')).toBe('?');
  });
  it('getCvDownloadName keeps hyphens, the web and the Content-Disposition alike', () => {
    // The server's copy turned 'Dupont-Martin' into 'Dupont_Martin'; one answer now.
    expect(getCvDownloadName('Hélène Dupont-Martin')).toBe('CV_Helene_Dupont-Martin.pdf');
    expect(getCvDownloadName('Éloïse O’Brien-Smith')).toBe('CV_Eloise_O_Brien-Smith.pdf');
    expect(getCvDownloadName('')).toBe('CV_candidate.pdf');
    expect(getCvDownloadName('x'.repeat(100)).length).toBe('CV_.pdf'.length + 80);
  });
  it('getCvDownloadName keeps the extension of a Word CV, from its name or its key', () => {
    expect(getCvDownloadName('Jean Dupont', 'cv jean.DOCX')).toBe('CV_Jean_Dupont.docx');
    expect(getCvDownloadName('Jean Dupont', 'cv/abc/1234.doc')).toBe('CV_Jean_Dupont.doc');
    expect(getCvDownloadName('Jean Dupont', 'notes.txt')).toBe('CV_Jean_Dupont.pdf');
  });
  it('deriveTrigramme', () => {
    expect(deriveTrigramme('Jean Dupont')).toBe('JDU');
    expect(deriveTrigramme('Éric de la Tour')).toBe('ETO');
    expect(deriveTrigramme('Madonna')).toBe('MAD');
    expect(deriveTrigramme('')).toBe('');
  });
});

describe('matchesCandidateFilters', () => {
  const cand = {
    name: 'Jane Doe',
    email: 'jane@x.io',
    cvRole: 'Backend Engineer',
    cvTrigramme: 'JDO',
    skills: ['Kotlin'],
    needs: [{}],
    cvAnalysisStatus: 'READY',
    cvAvailability: 'Non spécifiée',
  };
  it('searches name, email, role, trigramme and skills', () => {
    for (const q of ['jane', 'X.IO', 'backend', 'jdo', 'kotlin'])
      expect(matchesCandidateFilters(cand, { search: q })).toBe(true);
    expect(matchesCandidateFilters(cand, { search: 'python' })).toBe(false);
  });
  it('filters status, analysis and availability', () => {
    expect(matchesCandidateFilters(cand, { status: 'with-needs' })).toBe(true);
    expect(matchesCandidateFilters(cand, { status: 'without-needs' })).toBe(false);
    expect(matchesCandidateFilters(cand, { cvAnalysis: 'analyzed' })).toBe(true);
    expect(
      matchesCandidateFilters(
        { ...cand, cvAnalysisStatus: 'PENDING' },
        { cvAnalysis: 'not-analyzed' },
      ),
    ).toBe(true);
    expect(matchesCandidateFilters(cand, { availability: 'not-specified' })).toBe(true);
    expect(matchesCandidateFilters(cand, { availability: 'available' })).toBe(false);
  });
});

describe('mergeCandidateData', () => {
  it('returns only the non-empty new fields that change', () => {
    const existing = {
      id: '1',
      name: 'Jane',
      email: 'jane@x.io',
      phone: null,
      skills: ['Java'],
      cvUrl: 'cvs/1/cv.pdf',
      expectedTjm: 500,
    };
    const patch = mergeCandidateData(existing, {
      name: 'Jane',
      email: 'JANE@x.io',
      phone: '+33612345678',
      skills: ['Java', 'Go'],
      cvUrl: 'manual-entry-no-cv',
      expectedTjm: null,
      salesforceId: '',
    });
    expect(patch).toEqual({ phone: '+33612345678', skills: ['Java', 'Go'] });
  });
  it('a real CV replaces a placeholder', () => {
    expect(
      mergeCandidateData({ cvUrl: 'manual-entry-no-cv' }, { cvUrl: 'https://x.io/cv.pdf' }),
    ).toEqual({ cvUrl: 'https://x.io/cv.pdf' });
  });
});
