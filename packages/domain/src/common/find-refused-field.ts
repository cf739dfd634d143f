/**
 * Where a text the caller refuses hides in parsed input (a request's params, query and body, in
 * that order), as a field path (`skills.2`, `value` for a bare string), or null. Object keys are
 * checked too; nesting past 64 levels is not looked into.
 */
export function findRefusedField(
  isRefused: (text: string) => boolean,
  ...values: unknown[]
): string | null {
  for (const value of values) {
    const found = findIn(value, isRefused, [], 0);
    if (found) return found;
  }
  return null;
}

function findIn(
  value: unknown,
  isRefused: (text: string) => boolean,
  path: string[],
  depth: number,
): string | null {
  if (typeof value === 'string') return isRefused(value) ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (isRefused(key)) return here.join('.');
    const found = findIn(item, isRefused, here, depth + 1);
    if (found) return found;
  }
  return null;
}
