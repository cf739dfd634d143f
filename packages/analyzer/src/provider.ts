import type { TCvAnalysis, TJdAnalysis } from '@staffing/domain';
import { analyzeCv } from './local/analyze-cv.ts';
import { analyzeJobDescription } from './local/analyze-job-description.ts';

/** What the server's analysis jobs need from an AI provider, offline or remote. */
export interface Analyzer {
  readonly name: string;
  analyzeJobDescription(text: string): Promise<TJdAnalysis>;
  analyzeCv(text: string): Promise<TCvAnalysis>;
}

export function createLocalAnalyzer(): Analyzer {
  return {
    name: 'local',
    analyzeJobDescription: async (text) => analyzeJobDescription(text),
    analyzeCv: async (text) => analyzeCv(text),
  };
}
