/** Colour of a relevance score (0-100): green from 70, yellow from 40, else red. */
export function getScoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
  return 'red';
}
