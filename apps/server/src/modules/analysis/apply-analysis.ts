const HEADING_LINE =
  /^(fiche de poste|offre d['’]emploi|description (du poste|de poste|de la mission)|job description|job offer|annonce|mission|contexte|context|about (us|the role))\s*:?$/i;
const TITLE_LABEL =
  /^(intitul[ée] du poste|intitul[ée]|poste|titre|job title|position|role|title)\s*[:：-]\s*/i;

/** "fiche_poste-dev-java_v2.pdf" → "fiche poste dev java v2": what the user named the file. */
export function titleFromFilename(filename: string): string {
  const stem = filename
    .replace(/\.[^.]+$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = stem.length >= 3 ? stem : `Job description ${stem}`.trim();
  return title.slice(0, 200);
}

/** A person's name guessed from "CV_Jean_Dupont.pdf" until the analysis reads the real one. */
export function nameFromFilename(filename: string): string {
  const stem = filename
    .replace(/\.[^.]+$/, '')
    .replace(/\b(cv|resume|curriculum( vitae)?)\b/gi, ' ')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (stem.length >= 2 ? stem : 'Unnamed candidate').slice(0, 200);
}

/**
 * The job title a reader sees first: a "Poste : ..." line, else the first short line of the
 * document that is not a generic heading; the file name when the text offers nothing better.
 */
export function guessJobTitle(text: string, filename: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 15);
  for (const line of lines) {
    if (TITLE_LABEL.test(line)) {
      const value = line.replace(TITLE_LABEL, '').trim();
      if (value.length >= 3 && value.length <= 120) return value;
    }
  }
  for (const line of lines.slice(0, 5)) {
    const letters = line.match(/\p{L}/gu)?.length ?? 0;
    if (
      HEADING_LINE.test(line) ||
      letters < 3 ||
      line.length > 100 ||
      /[.!?]$/.test(line) ||
      /@|https?:/.test(line)
    )
      continue;
    return line.replace(/^[#*•\-\s]+/, '').slice(0, 200);
  }
  return titleFromFilename(filename);
}
