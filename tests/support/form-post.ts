/** A browser's form post without JavaScript (same-origin, no stamp) to a route action of the test site. */
export function formPost(path: string, fields: Record<string, string | number>): Request {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return new Request(`https://www.site.test${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
  });
}
