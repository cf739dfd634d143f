import { readDecimal, type TJdAnalysis } from '@staffing/domain';

/** The terms of a mission or a job that a posting states: rate or salary, start, duration, remote. */
export type TContractTerms = Pick<
  TJdAnalysis,
  'dailyrate' | 'salary' | 'startdate' | 'duration' | 'remotedays' | 'remotepolicy'
>;

/** Who issues a call for tender, as its label says: the need's client. */
export const TENDER_ISSUER = String.raw`pouvoir adjudicateur|entit[ée] adjudicatrice|acheteur(?: public)?|organisme acheteur|ma[îi]tre d['’]ouvrage|donneur d['’]ordres?|commanditaire|contracting (?:authority|entity)|issuing (?:organi[sz]ation|authority)|buyer`;

const AMOUNT = String.raw`\d{1,3}(?:[ .\u202f\u00a0]\d{3})+(?:[,.]\d{1,2})?|\d{2,5}(?:[,.]\d{1,2})?`;
const RANGE_TAIL = String.raw`(?:\s*(?:€|euros?|eur)?\s*(?:-|–|à|a|to|et)\s*(${AMOUNT}))?`;

// "TJM : 620 euros par jour", "TJM: 550€/j", "Tarif journalier : 600 €", "Daily rate: 650 EUR",
// "TJM 450-500 €".
const RATE_LABEL = new RegExp(
  String.raw`\b(?:TJM|T\.J\.M\.?|taux journalier(?: moyen)?|tarif journalier|tarif jour|prix jour|daily rate|day rate|rate per day)\b[^\d\n\p{L}]{0,6}(?:(?:de|d['’]environ|environ|max(?:imum)?|jusqu['’](?:à|a)|entre|moyen|HT|cible|budget|of|up to|around|env\.?)[^\d\n\p{L}]{0,4}){0,2}(${AMOUNT})${RANGE_TAIL}`,
  'iu',
);
// "600 € HT/jour", "450-500 €/jour", "550 euros par jour", "650 EUR per day".
const RATE_UNIT = new RegExp(
  String.raw`(?:(${AMOUNT})\s*(?:€|euros?|eur)?\s*(?:-|–|à|to)\s*)?(${AMOUNT})\s*(?:€|euros?|eur)\s*(?:HT\s*)?(?:\/\s*|par\s+|per\s+|a\s+|an?\s+)(?:jours?|j\b|day|d\b)`,
  'iu',
);
// "Rate: €600/day", "€550 - €650 per day", "EUR 600/jour": the currency before the amount.
const RATE_UNIT_AFTER_CURRENCY = new RegExp(
  String.raw`(?:(?:€|\beur\b)\s*(${AMOUNT})\s*(?:-|–|à|to)\s*)?(?:€|\beur\b)\s*(${AMOUNT})\s*(?:HT\s*)?(?:\/\s*|par\s+|per\s+|a\s+|an?\s+)(?:jours?|j\b|day|d\b)`,
  'iu',
);

// A tender's ceiling or a client's budget for a day, without "/jour": "Prix plafond : 550 € HT",
// "Budget journalier : 600 €", "Maximum daily price: 650 EUR". A budget in thousands is the whole
// contract's, not a day's, and is left out (see DAILY_RATE_PATTERNS).
const RATE_CEILING = new RegExp(
  String.raw`\b(?:prix (?:plafond|maximum|max)|plafond(?: journalier)?|budget(?: journalier| jour| par jour| max(?:imum)?)?|ceiling (?:price|rate)|price cap|max(?:imum)? (?:daily )?(?:price|rate)|budget per day|daily budget)\b[^\d\n\p{L}]{0,6}(?:(?:de|HT|of|up to|max(?:imum)?)[^\d\n\p{L}]{0,4}){0,2}(${AMOUNT})${RANGE_TAIL}\s*(?:€|euros?|eur)?(?!\s*(?:k\b|K\b|000|mois|months?|ans?\b|years?))`,
  'iu',
);

/** How a daily rate is stated, in the order they are looked for, each with the largest plausible amount. */
export const DAILY_RATE_PATTERNS: { pattern: RegExp; max: number }[] = [
  { pattern: RATE_LABEL, max: Infinity },
  { pattern: RATE_UNIT, max: Infinity },
  { pattern: RATE_UNIT_AFTER_CURRENCY, max: Infinity },
  { pattern: RATE_CEILING, max: 3000 },
];

export function toAmount(raw: string | undefined): number | null {
  if (!raw) return null;
  const cleaned = raw.replace(/[\s\u202f\u00a0]/g, '').replace(/\.(?=\d{3}$)/, '');
  const amount = readDecimal(cleaned);
  return amount !== null && amount > 0 && amount < 100_000 ? amount : null;
}

/** The daily rate one line states, in euros; a range gives its upper bound (the budget). */
export function readDailyRate(text: string, pattern: RegExp): number | null {
  const match = text.match(pattern);
  if (!match) return null;
  const amounts = match
    .slice(1)
    .map(toAmount)
    .filter((amount): amount is number => amount !== null);
  return amounts.length ? Math.max(...amounts) : null;
}

function findDailyRate(lines: string[]): number | null {
  for (const { pattern, max } of DAILY_RATE_PATTERNS)
    for (const line of lines) {
      const rate = readDailyRate(line, pattern);
      if (rate !== null && rate <= max) return rate;
    }
  return null;
}

// "Salaire : 45-50 k€ brut annuel", "55k€ annual", "Compensation: €60k - 75k", "£40k - 50k",
// "Salary: 50,000 - 60,000 EUR per year", "rémunération : 48 000 € / an".
const MONEY = String.raw`(?:[€£$]\s*)?\d{2,3}(?:[ .,\u202f\u00a0]?\d{3})?\s*(?:k|K)?\s*(?:€|£|\$|euros?|eur|EUR|k€|K€)?`;
const SALARY_LABEL = new RegExp(
  String.raw`\b(?:salaire|r[ée]mun[ée]ration|package|compensation|salary|pay|r[ée]mun[ée]ration annuelle)\b\s*(?:brut\s*)?(?:annuel\s*)?[:：]?\s*(?:de\s+|entre\s+|from\s+|up to\s+|jusqu['’]à\s+)?(${MONEY}(?:\s*(?:-|–|à|to|et)\s*${MONEY})?(?:\s*(?:brut|gross|annuel|annual|par an|per year|\/\s*an|\/\s*year|a year|per annum|p\.a\.)){0,2})`,
  'iu',
);
const SALARY_UNIT = new RegExp(
  String.raw`((?:[€£$]\s*)?\d{2,3}\s*(?:k|K)\s*(?:€|£|\$|euros?)?(?:\s*(?:-|–|à|to)\s*(?:[€£$]\s*)?\d{2,3}\s*(?:k|K)\s*(?:€|£|\$|euros?)?)?\s*(?:brut\s*)?(?:annuel|annual|par an|per year|\/\s*an|a year|per annum|p\.a\.|gross))`,
  'iu',
);

function findSalary(text: string): string | null {
  for (const pattern of [SALARY_UNIT, SALARY_LABEL]) {
    const value = text.match(pattern)?.[1]?.trim();
    // A salary has a thousands figure: "k", or five digits and more.
    if (value && /\d\s*[kK]|\d{2}[ .,\u202f\u00a0]?\d{3}/.test(value)) return value;
  }
  return null;
}

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const unaccent = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

function monthNumber(name: string): number | null {
  const key = unaccent(name.toLowerCase()).replace(/\.$/, '');
  const index = [...FRENCH_MONTHS, ...ENGLISH_MONTHS].findIndex(
    (month) => unaccent(month) === key || (key.length >= 3 && unaccent(month).startsWith(key)),
  );
  return index < 0 ? null : (index % 12) + 1;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || year < 1900 || year > 2200) return null;
  return date.toISOString().slice(0, 10);
}

const MONTH_NAME = String.raw`[\p{L}]{3,9}\.?`;
const START_CUE = String.raw`(?:d[ée]marrage|d[ée]but(?: de (?:la )?mission)?|date de d[ée]but|prise de poste|start(?:ing)?(?: date)?|disponibilit[ée]|commencement|à pourvoir|a pourvoir)`;
const ASAP =
  /\b(?:ASAP|as soon as possible|d[èe]s que possible|imm[ée]diat(?:e|ement)?|immediately|immediate start|de suite)(?![\p{L}])/iu;

/** "1er mars 2027", "01/03/2027", "March 1, 2027" → ISO; "mars 2027" as written. */
function readDate(text: string): string | null {
  const numeric = text.match(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/);
  if (numeric) return isoDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const dayFirst = text.match(
    new RegExp(String.raw`\b(\d{1,2})(?:er|st|nd|rd|th)?\s+(${MONTH_NAME})\s+(\d{4})\b`, 'iu'),
  );
  const dayFirstMonth = dayFirst?.[2] ? monthNumber(dayFirst[2]) : null;
  if (dayFirst && dayFirstMonth)
    return isoDate(Number(dayFirst[3]), dayFirstMonth, Number(dayFirst[1]));
  const monthFirst = text.match(
    new RegExp(String.raw`\b(${MONTH_NAME})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'iu'),
  );
  const monthFirstMonth = monthFirst?.[1] ? monthNumber(monthFirst[1]) : null;
  if (monthFirst && monthFirstMonth)
    return isoDate(Number(monthFirst[3]), monthFirstMonth, Number(monthFirst[2]));
  const monthOnly = text.match(
    new RegExp(
      String.raw`(?:\b(?:d[ée]but|mi|fin|early|mid|late)[ -])?(${MONTH_NAME})\s+(\d{4})\b`,
      'iu',
    ),
  );
  if (monthOnly?.[1] && monthNumber(monthOnly[1])) return monthOnly[0];
  return null;
}

function findStartDate(text: string): string | null {
  const cued = new RegExp(
    String.raw`${START_CUE}\s*(?:[:：]|le|au|du|à partir du|from|on|in)?\s*([^\n]{0,60})`,
    'iu',
  );
  for (const line of text.split('\n')) {
    const match = line.match(cued);
    if (!match) continue;
    const rest = match[1] ?? '';
    if (ASAP.test(rest)) return 'ASAP';
    const date = readDate(rest);
    if (date) return date;
  }
  const asap = text.match(ASAP);
  // "ASAP" alone says when to start; "immédiatement" alone may say something else.
  if (asap && /^(?:ASAP|as soon as possible|d[èe]s que possible)$/i.test(asap[0])) return 'ASAP';
  const from = text.match(
    /\b(?:à partir du|à compter du|from|starting)\s+((?:\d{1,2}(?:er)?\s+)?[\p{L}]{3,9}\.?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})/iu,
  );
  return from?.[1] ? readDate(from[1]) : null;
}

// "6 mois renouvelable", "12 months", "Durée : 3 mois", "mission de 6 mois", "contrat de 18 mois".
const DURATION_VALUE = String.raw`\d{1,3}\s*(?:à|-|–|to)?\s*(?:\d{1,3}\s*)?(?:mois|months?|semaines|weeks?|ans|an(?!\p{L})|années|years?|jours|days)(?:\s+(?:renouvelables?|reconductibles?|renewable|extendable|minimum|min\.?|ferme|\+))?`;
const DURATION_CUE = new RegExp(
  String.raw`\b(?:dur[ée]e(?: de (?:la )?mission)?|duration|length|mission (?:de|d['’]une dur[ée]e de)|contrat (?:de|d['’]une dur[ée]e de)|contract (?:of|for)|for a period of|pour une dur[ée]e de|p[ée]riode de)\s*[:：]?\s*(?:de\s+|d['’]environ\s+|environ\s+|about\s+)?(${DURATION_VALUE}|long terme|longue dur[ée]e|long[- ]term|ind[ée]termin[ée]e)`,
  'iu',
);
// Months and weeks speak of a mission's length on their own; years only with a cue, since "5 ans"
// is usually experience.
const DURATION_ALONE =
  /\b(\d{1,2}\s*(?:mois|months?|semaines|weeks?)(?:\s+(?:renouvelables?|reconductibles?|renewable|extendable|minimum|ferme|\+))?)(?!\s+(?:d['’]exp|of exp|exp))/iu;

function findDuration(text: string): string | null {
  const cued = text.match(DURATION_CUE)?.[1];
  if (cued) return cued.trim();
  const alone = text.match(DURATION_ALONE)?.[1];
  return alone ? alone.trim() : null;
}

const DAYS_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
};
const DAY_COUNT = String.raw`(\d|un|une|deux|trois|quatre|cinq|one|two|three|four|five)`;
const toDays = (raw: string) => DAYS_WORDS[raw.toLowerCase()] ?? Number(raw);

const FULL_REMOTE =
  /\b(?:full[- ]remote|fully remote|100\s*%\s*(?:remote|t[ée]l[ée]travail)|remote[- ]first|t[ée]l[ée]travail (?:total|complet|int[ée]gral)|full t[ée]l[ée]travail|remote only|entirely remote)\b/iu;
const FULL_ONSITE =
  /\b(?:100\s*%\s*(?:sur site|pr[ée]sentiel|on[- ]site)|pas de t[ée]l[ée]travail|sans t[ée]l[ée]travail|no remote|fully on[- ]site|on[- ]site only|pr[ée]sentiel (?:total|complet|obligatoire))(?![\p{L}])/iu;
// "2 jours de télétravail par semaine", "2 days remote", "3 jours de TT", "remote 2 days a week".
const REMOTE_DAYS = new RegExp(
  String.raw`\b${DAY_COUNT}\s*(?:jours?|j|days?)\s*(?:de\s+|of\s+)?(?:t[ée]l[ée]travail|TT|remote|home ?office|work(?:ing)? from home|WFH)|\b(?:t[ée]l[ée]travail|remote|home ?office|WFH)\s*(?:[:：]|de|à hauteur de)?\s*${DAY_COUNT}\s*(?:jours?|j|days?)`,
  'iu',
);
// "hybrid 3 days on site", "3 jours sur site", "2 jours par semaine en présentiel".
const ONSITE_DAYS = new RegExp(
  String.raw`\b${DAY_COUNT}\s*(?:jours?|j|days?)\s*(?:par semaine\s+|per week\s+|a week\s+)?(?:sur site|en pr[ée]sentiel|au bureau|on[- ]site|in the office|at the office|in office)`,
  'iu',
);
const HYBRID =
  /\b(?:hybrid[e]?|t[ée]l[ée]travail partiel|partial remote|remote partiel|flexible remote)\b/iu;

function findRemote(text: string): Pick<TContractTerms, 'remotedays' | 'remotepolicy'> {
  if (FULL_REMOTE.test(text)) return { remotedays: 5, remotepolicy: 'remote' };
  const remote = text.match(REMOTE_DAYS);
  const remoteDays = remote ? toDays(remote[1] ?? remote[2] ?? '') : NaN;
  if (remoteDays >= 0 && remoteDays <= 5)
    return { remotedays: remoteDays, remotepolicy: remoteDays >= 5 ? 'remote' : 'hybrid' };
  const onsite = text.match(ONSITE_DAYS);
  const onsiteDays = onsite?.[1] ? toDays(onsite[1]) : NaN;
  if (onsiteDays >= 0 && onsiteDays <= 5)
    return { remotedays: 5 - onsiteDays, remotepolicy: onsiteDays >= 5 ? 'onsite' : 'hybrid' };
  if (FULL_ONSITE.test(text)) return { remotedays: 0, remotepolicy: 'onsite' };
  if (HYBRID.test(text)) return { remotedays: null, remotepolicy: 'hybrid' };
  return { remotedays: null, remotepolicy: null };
}

/** The rate or salary, start date, duration and remote days a job posting states; null when it says nothing. */
export function findContractTerms(text: string): TContractTerms {
  const lines = text.split('\n');
  return {
    dailyrate: findDailyRate(lines),
    salary: findSalary(text),
    startdate: findStartDate(text),
    duration: findDuration(text),
    ...findRemote(text),
  };
}
