/**
 * Builds postings.jsonl (SkillSpan format) from the marked sources in postings/*.txt.
 * Run after editing a posting: `node --import tsx packages/analyzer/eval/fr/build-postings.ts`.
 * A test checks that the committed file matches the sources.
 */
import { writeFileSync } from 'node:fs';
import { buildFrenchPostings, FRENCH_POSTINGS_FILE } from '../../scripts/eval/french-set.ts';

writeFileSync(FRENCH_POSTINGS_FILE, buildFrenchPostings());
console.log(`wrote ${FRENCH_POSTINGS_FILE}`);
