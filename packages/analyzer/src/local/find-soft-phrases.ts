/** Soft skills written as phrases ("travailler en équipe", "work independently"). */
export function findSoftPhrases(_clause: string, _language: 'fr' | 'en'): string[] {
  return [];
}
