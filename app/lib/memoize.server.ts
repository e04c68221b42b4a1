/**
 * Remembers the results of a function whose result depends on a string alone (sanitised
 * descriptions, permit QR codes): the last `max` keys, the least recently used out first.
 * A pending promise is remembered like any result, so a burst of requests computes once.
 */
export function memoize<R>(compute: (key: string) => R, max: number): (key: string) => R {
  const memo = new Map<string, R>();
  return (key) => {
    if (memo.has(key)) {
      const kept = memo.get(key) as R;
      memo.delete(key);
      memo.set(key, kept);
      return kept;
    }
    const out = compute(key);
    memo.set(key, out);
    if (memo.size > max) memo.delete(memo.keys().next().value!);
    return out;
  };
}
