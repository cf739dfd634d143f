/**
 * Phone numbers: typed the national way in the firm's country ("06 12 34 56 78") or with their
 * international prefix ("+44 20 7946 0958", "0033 6 ..."), stored as E.164 ("+33612345678").
 * A small table of the countries a firm may choose keeps a full numbering-plan library (and its
 * metadata) off the board's first load.
 */
const COUNTRIES = {
  FR: { code: '33', national: /^0[1-9]\d{8}$/ },
  BE: { code: '32', national: /^0[1-9]\d{7,8}$/ },
  CH: { code: '41', national: /^0[1-9]\d{8}$/ },
  LU: { code: '352', national: /^[1-9]\d{5,10}$/ },
  GB: { code: '44', national: /^0[1-9]\d{8,9}$/ },
  DE: { code: '49', national: /^0[1-9]\d{5,12}$/ },
  NL: { code: '31', national: /^0[1-9]\d{8}$/ },
} as const;
type TPhoneCountry = keyof typeof COUNTRIES;

/** The country a number typed without its international prefix belongs to, unless set otherwise. */
export const DEFAULT_PHONE_COUNTRY = 'FR';
export const PHONE_COUNTRIES = Object.keys(COUNTRIES) as TPhoneCountry[];

/**
 * The firm's country for national numbers. One value per process: the server sets it from its
 * configuration when it starts; the web keeps France.
 */
let firmCountry: TPhoneCountry = DEFAULT_PHONE_COUNTRY;

export function isPhoneCountry(code: string): boolean {
  return code in COUNTRIES;
}
export function setDefaultPhoneCountry(code: string): void {
  if (!isPhoneCountry(code)) throw new Error(`Unknown phone country "${code}"`);
  firmCountry = code as TPhoneCountry;
}
export function getDefaultPhoneCountry(): string {
  return firmCountry;
}

const INTERNATIONAL = /^[1-9]\d{7,14}$/;

/** The stored form: E.164 ("+33612345678"); null when the text is not a valid number. */
export function toE164Phone(phone: string): string | null {
  const text = phone.trim();
  const digits = text.replace(/[\s\-().[\]/]/g, '');
  const international = digits.startsWith('+')
    ? digits.slice(1)
    : digits.startsWith('00')
      ? digits.slice(2)
      : null;
  if (international !== null) {
    if (!INTERNATIONAL.test(international)) return null;
    // A number of a known country is checked against its plan ("+33 6 12" is too short).
    const known = Object.values(COUNTRIES).find((c) => international.startsWith(c.code));
    if (known && !known.national.test(`0${international.slice(known.code.length)}`)) {
      if (known.national.test(international.slice(known.code.length))) return `+${international}`;
      return null;
    }
    return `+${international}`;
  }
  const country = COUNTRIES[firmCountry];
  if (!/^\d+$/.test(digits) || !country.national.test(digits)) return null;
  return `+${country.code}${digits.replace(/^0/, '')}`;
}

/** National ("06 12 34 56 78", in the firm's country) or international ("+44 20 7946 0958"). */
export function isValidPhone(phone: string): boolean {
  return toE164Phone(phone) !== null;
}

/** How a stored number is shown: the national way in the firm's country, else as stored. */
export function formatPhoneForDisplay(phone: string): string {
  const e164 = toE164Phone(phone);
  if (!e164) return phone;
  const country = COUNTRIES[firmCountry];
  if (!e164.startsWith(`+${country.code}`)) return e164;
  const rest = e164.slice(1 + country.code.length);
  const national = country.national.test(`0${rest}`) ? `0${rest}` : rest;
  // French numbers are read in pairs: 06 12 34 56 78.
  return firmCountry === 'FR' ? national.replace(/(\d{2})(?=\d)/g, '$1 ') : national;
}

/**
 * A phone number read from a document, in a form the candidate rule accepts: a French number
 * written "+33 6 12 34 56 78", any other valid one as written; null when the form would refuse it.
 */
export function phoneFromDocument(phone: string): string | null {
  const e164 = toE164Phone(phone);
  if (!e164) return null;
  return e164.startsWith('+33') && e164.length === 12
    ? `+33 ${e164.slice(3, 4)} ${e164.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ')}`
    : phone.trim();
}
