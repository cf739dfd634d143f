const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
// International (+33 6 12 34 56 78, +91 98450 12345) or French national (06 12 34 56 78) numbers.
const PHONE =
  /(?:\+\d{1,3}[\s.-]?(?:\(0\))?[\s.-]?\d(?:[\s.-]?\d){6,11}|\b0\d(?:[\s.-]?\d{2}){4}\b|\(\d{3}\)\s?\d{3}[\s.-]?\d{4}|\b\d{3}[.-]\d{3}[.-]\d{4}\b)/;

export function findEmail(text: string): string | null {
  return text.match(EMAIL)?.[0].replace(/\.$/, '').toLowerCase() ?? null;
}

export function findPhone(text: string): string | null {
  const match = text.match(PHONE)?.[0];
  return match ? match.replace(/\s+/g, ' ').trim() : null;
}
