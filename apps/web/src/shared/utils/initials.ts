/** 'Ada Lovelace' → 'AL'; at most two letters. */
export function getInitials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((part) => (part ?? '').charAt(0).toUpperCase())
      .join('')
      .slice(0, 2) || '?'
  );
}
