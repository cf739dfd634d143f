/**
 * A candidate export as another tool writes it (BoondManager's French headers, semicolons, a
 * BOM, French amounts), for trying the import journey and measuring it: `rows` candidates, of
 * which `planted` pairs are one person twice (same phone, same LinkedIn profile, or a close name
 * in the same city; never the same e-mail) and `bad` rows the forms refuse.
 */

// Names are made of syllables, so that two people's names are not close by chance (which the
// duplicate rule would rightly propose): only the planted pairs are one person.
const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'lu',
  'ne',
  'ta',
  'bo',
  'si',
  'de',
  'va',
  'pu',
  'ji',
  'fo',
  'ze',
  'gu',
  'wy',
  'cha',
  'tri',
  'plo',
  'vex',
];
const ROLES = [
  'Développeur Java',
  'Data engineer',
  'Chef de projet',
  'DevOps',
  'Testeur',
  'Architecte cloud',
];
const SKILLS = [
  'Java',
  'Spring',
  'Kafka',
  'Python',
  'SQL',
  'AWS',
  'Kubernetes',
  'React',
  'Terraform',
  'Go',
];
const CITIES = ['Paris', 'Lyon', 'Nantes', 'Lille', 'Bordeaux', 'Toulouse', 'Rennes'];

export const IMPORT_SAMPLE_HEADER = [
  'Nom',
  'Prénom',
  'Email',
  'Téléphone 1',
  'LinkedIn',
  'Titre',
  'Compétences',
  'TJM',
  'Ville',
];

export type TImportSample = {
  csv: string;
  /** The file's row numbers (header = 1) of each planted pair. */
  planted: [number, number][];
  /** Those sharing a phone or a profile (the others share a name and a city). */
  plantedByKey: [number, number][];
  /** The file's row numbers of the rows the forms refuse. */
  bad: number[];
};

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const quote = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function makeImportSample({
  rows,
  planted,
  bad,
}: {
  rows: number;
  planted: number;
  bad: number;
}): TImportSample {
  if (planted * 2 + bad > rows) throw new Error('more planted and bad rows than rows');
  const body: string[][] = [];
  // Every person is unique by name number, phone and profile: only what is planted matches.
  const person = (i: number) => {
    const word = (n: number, parts: number) => {
      let w = '';
      for (let k = 0; k < parts; k += 1, n = Math.floor(n / SYLLABLES.length))
        w += pick(SYLLABLES, n);
      return w.charAt(0).toUpperCase() + w.slice(1);
    };
    const first = word(i * 7 + 3, 2);
    const last = word(i * 7919 + 11, 4);
    return {
      last,
      first,
      email: `${first}.${last}.${i}@example.com`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      // The digits before the last two differ too: a near number is a hint the rule follows.
      phone: `06${String(i).padStart(6, '0')}${String(i % 97).padStart(2, '0')}`,
      linkedin: `https://www.linkedin.com/in/${first}-${last}-${i}`.toLowerCase(),
      role: pick(ROLES, i),
      skills: [pick(SKILLS, i), pick(SKILLS, i + 3), pick(SKILLS, i + 7)].join(', '),
      tjm: `${450 + (i % 10) * 50} €`,
      city: pick(CITIES, i),
    };
  };
  const row = (p: ReturnType<typeof person>) => [
    p.last,
    p.first,
    p.email,
    p.phone,
    p.linkedin,
    p.role,
    p.skills,
    p.tjm,
    p.city,
  ];
  for (let i = 0; i < rows - planted - bad; i += 1) body.push(row(person(i)));

  const plantedPairs: [number, number][] = [];
  const byKey: [number, number][] = [];
  for (let k = 0; k < planted; k += 1) {
    const original = Math.floor(((k + 1) * (rows - planted - bad)) / (planted + 1));
    const p = person(original);
    // Another export of the same person: another e-mail, and one strong key in common.
    const twin = {
      ...p,
      email: `${p.first}.${k}@autre-mail.fr`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    };
    if (k % 3 === 0) twin.linkedin = '';
    else if (k % 3 === 1) twin.phone = '';
    else {
      twin.phone = '';
      twin.linkedin = '';
      twin.first = `${p.first}`;
      twin.last = p.last.toUpperCase();
    }
    body.push(row(twin));
    plantedPairs.push([original + 2, body.length + 1]);
    if (k % 3 !== 2) byKey.push([original + 2, body.length + 1]);
  }
  const badRows: number[] = [];
  for (let k = 0; k < bad; k += 1) {
    const p = person(rows + k);
    if (k % 3 === 0) p.email = 'pas-un-email';
    else if (k % 3 === 1) {
      p.first = '';
      p.last = '';
    } else p.tjm = 'à négocier';
    body.push(row(p));
    badRows.push(body.length + 1);
  }
  const lines = [IMPORT_SAMPLE_HEADER, ...body].map((cells) => cells.map(quote).join(';'));
  return { csv: `\ufeff${lines.join('\r\n')}\r\n`, planted: plantedPairs, plantedByKey: byKey, bad: badRows };
}
