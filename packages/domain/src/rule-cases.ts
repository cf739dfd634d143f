/**
 * The tables of cases of the rules that also run in SQL, for the server's test that runs them
 * against the SQL built from the same data (the domain's own tests run them against TypeScript).
 */
export * from './follow-ups/follow-up.cases.ts';
export * from './analytics/analytics.cases.ts';
export * from './candidates/candidate-filter.cases.ts';
export * from './needs/need-scope.cases.ts';
