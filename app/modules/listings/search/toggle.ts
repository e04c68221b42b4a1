/** Multi-select toggles of the beds and baths panels (spec 4): add the id if absent, remove it if present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The ids in the order of the option list (so URLs are stable whatever order they were clicked in). */
export function orderedIds(ids: readonly number[], options: readonly { id: number }[]): number[] {
  const chosen = new Set(ids);
  return options.map((o) => o.id).filter((id) => chosen.has(id));
}
