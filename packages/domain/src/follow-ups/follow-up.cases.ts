import type { TNeedColumn } from '../needs/need-column.ts';
import type { TStepType } from '../steps/step-type.ts';

/**
 * Who needs a follow-up, as a table of cases: run against `needsFollowUp` in the domain and
 * against the SQL the To Follow Up list runs, so that the card's flag and the list agree.
 */
export type TFollowUpCase = {
  name: string;
  /** The pair's latest step: its type and how many days ago it is dated (null: no step). */
  latest: { type: TStepType; daysAgo: number } | null;
  needColumn: TNeedColumn;
  days: number;
  due: boolean;
};

export const FOLLOW_UP_CASES: readonly TFollowUpCase[] = [
  {
    name: 'sent 6 days ago, 5 allowed',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 6 },
    needColumn: 'CANDIDATE_SENT',
    days: 5,
    due: true,
  },
  {
    name: 'sent exactly 5 days ago',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 5 },
    needColumn: 'CANDIDATE_SENT',
    days: 5,
    due: true,
  },
  {
    name: 'sent 4.9 days ago',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 4.9 },
    needColumn: 'CANDIDATE_SENT',
    days: 5,
    due: false,
  },
  {
    name: 'sent 6 days ago, 7 allowed',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 6 },
    needColumn: 'CANDIDATE_INTERVIEW',
    days: 7,
    due: false,
  },
  {
    name: 'an interview came after',
    latest: { type: 'CANDIDATE_INTERVIEW', daysAgo: 10 },
    needColumn: 'CANDIDATE_INTERVIEW',
    days: 5,
    due: false,
  },
  {
    name: 'only identified',
    latest: { type: 'CANDIDATE_IDENTIFIED', daysAgo: 30 },
    needColumn: 'CANDIDATE_IDENTIFIED',
    days: 5,
    due: false,
  },
  { name: 'no step', latest: null, needColumn: 'NO_CANDIDATE', days: 5, due: false },
  {
    name: 'need pushed (still open)',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 9 },
    needColumn: 'PUSH',
    days: 5,
    due: true,
  },
  {
    name: 'need frozen (on hold)',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 9 },
    needColumn: 'FROZEN',
    days: 5,
    due: false,
  },
  {
    name: 'need sold',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 9 },
    needColumn: 'SALE',
    days: 5,
    due: false,
  },
  {
    name: 'need canceled',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 9 },
    needColumn: 'CANCELED',
    days: 5,
    due: false,
  },
  {
    name: 'need deleted',
    latest: { type: 'CANDIDATE_SENT', daysAgo: 9 },
    needColumn: 'DELETED',
    days: 5,
    due: false,
  },
];
