const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'January 5, 2026'; `fallback` when missing or unreadable. */
export function formatLongDate(value: string | null | undefined, fallback = 'Unknown'): string {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : fallback;
}

/** 'Jan 5, 2026'. */
export function formatShortDate(value: string | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? SHORT_DATE.format(date) : fallback;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Jan 5, 2026, 10:00 AM'; '—' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : '—';
}
