// The row selections of the admin lists are sets of ids, replaced (never changed) on each click
// so that React sees the new state.

/** The selection with `id` added, or removed when it was there. */
export function toggleInSelection(selection: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selection with all of `ids` added (isSelected) or removed. */
export function setInSelection(
  selection: ReadonlySet<string>,
  ids: readonly string[],
  isSelected: boolean,
): Set<string> {
  const next = new Set(selection);
  for (const id of ids)
    if (isSelected) next.add(id);
    else next.delete(id);
  return next;
}
