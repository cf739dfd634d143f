import type { TCandidateFilters } from './candidate.rules.ts';

/**
 * The Candidates page's CV filters as a table of cases: run against `matchesCandidateFilters`
 * in the domain and against the SQL the server filters the list with.
 */
export type TCandidateFilterCase = {
  cvAnalysisStatus: string | null;
  cvAvailability: string | null;
  filters: Pick<TCandidateFilters, 'cvAnalysis' | 'availability'>;
  matches: boolean;
};

export const CANDIDATE_FILTER_CASES: readonly TCandidateFilterCase[] = [
  {
    cvAnalysisStatus: 'READY',
    cvAvailability: null,
    filters: { cvAnalysis: 'analyzed' },
    matches: true,
  },
  {
    cvAnalysisStatus: 'PENDING',
    cvAvailability: null,
    filters: { cvAnalysis: 'analyzed' },
    matches: false,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: null,
    filters: { cvAnalysis: 'not-analyzed' },
    matches: true,
  },
  {
    cvAnalysisStatus: 'ERROR',
    cvAvailability: null,
    filters: { cvAnalysis: 'not-analyzed' },
    matches: true,
  },
  {
    cvAnalysisStatus: 'READY',
    cvAvailability: null,
    filters: { cvAnalysis: 'not-analyzed' },
    matches: false,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: 'ASAP',
    filters: { availability: 'available' },
    matches: true,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: null,
    filters: { availability: 'available' },
    matches: false,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: '  ',
    filters: { availability: 'not-specified' },
    matches: true,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: ' Not specified ',
    filters: { availability: 'not-specified' },
    matches: true,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: 'Non spécifiée',
    filters: { availability: 'available' },
    matches: false,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: 'NON SPÉCIFIÉ',
    filters: { availability: 'not-specified' },
    matches: true,
  },
  {
    cvAnalysisStatus: null,
    cvAvailability: 'in 1 month',
    filters: { availability: 'not-specified' },
    matches: false,
  },
  {
    cvAnalysisStatus: 'READY',
    cvAvailability: 'ASAP',
    filters: { cvAnalysis: 'analyzed', availability: 'available' },
    matches: true,
  },
];
