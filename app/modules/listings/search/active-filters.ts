/**
 * How many filters a search sets, for the lists' 'Filters' button on phones and tablets
 *: each field that is set counts once, a price range (from, to or both) once.
 */
type FilterValues = Readonly<Record<string, number | readonly number[]>>;

export function activeFilterCount(values: FilterValues): number {
  let n = 0;
  for (const [key, value] of Object.entries(values)) {
    if (key === "priceTo" && values.priceFrom) continue;
    if (typeof value === "number" ? value > 0 : value.length > 0) n++;
  }
  return n;
}
