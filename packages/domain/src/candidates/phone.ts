import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';

/** The country a number typed without its international prefix belongs to, unless set otherwise. */
export const DEFAULT_PHONE_COUNTRY = 'FR';

/**
 * The firm's country for national numbers ("06 12 34 56 78"). One value per process: the server
 * sets it from its configuration when it starts; the web keeps France.
 */
let firmCountry: CountryCode = DEFAULT_PHONE_COUNTRY;

export function isPhoneCountry(code: string): boolean {
  return isSupportedCountry(code);
}
export function setDefaultPhoneCountry(code: string): void {
  if (!isSupportedCountry(code)) throw new Error(`Unknown phone country "${code}"`);
  firmCountry = code;
}
export function getDefaultPhoneCountry(): string {
  return firmCountry;
}

function parsePhone(phone: string): PhoneNumber | undefined {
  const text = phone.trim();
  // "0033 6 ..." is the international prefix dialled from France: read as "+33 6 ...".
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  const parsed = parsePhoneNumberFromString(international, firmCountry);
  return parsed?.isValid() ? parsed : undefined;
}

/** National ("06 12 34 56 78", in the firm's country) or international ("+44 20 7946 0958"). */
export function isValidPhone(phone: string): boolean {
  return parsePhone(phone) !== undefined;
}

/** The stored form: E.164 ("+33612345678"); null when the text is not a valid number. */
export function toE164Phone(phone: string): string | null {
  return parsePhone(phone)?.number ?? null;
}

/**
 * A phone number read from a document, in a form the candidate rule accepts, written the
 * international way ("+33 6 12 34 56 78"); null when it is not a number the form would accept.
 */
export function phoneFromDocument(phone: string): string | null {
  return parsePhone(phone)?.formatInternational() ?? null;
}

/** How a stored number is shown: the national way in the firm's country, else international. */
export function formatPhoneForDisplay(phone: string): string {
  const parsed = parsePhone(phone);
  if (!parsed) return phone;
  return parsed.country === firmCountry ? parsed.formatNational() : parsed.formatInternational();
}
