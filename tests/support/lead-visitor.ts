/**
 * A client of the lead calls as the site's own script is one (docs/api.md): it GETs a form
 * stamp (that answer sets the XSRF-TOKEN cookie), then sends the cookie's token back in the
 * X-XSRF-TOKEN header and a fresh stamp as `_stamp` with each lead. Used by the integration
 * tests (lead-server.ts) and the abuse bench (bench/abuse.ts).
 */
import { GUARD_FIELDS } from "../../app/modules/leads/lead-forms.ts";

export type Visitor = {
  cookie: string;
  token: string;
  /** The headers a same-origin script sends with a lead call: the cookie and its token. */
  headers: Record<string, string>;
  /** A fresh stamp, as a form being shown fetches it. */
  stamp(): Promise<string>;
};

/** A visitor of the site at `url`: GETs a form stamp once and keeps the anti-forgery cookie it sets. */
export async function leadVisitor(url: string): Promise<Visitor> {
  const res = await fetch(`${url}/forms/stamp`);
  await res.body?.cancel();
  const m = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get("set-cookie") ?? "");
  if (!m) throw new Error(`${url}/forms/stamp answered ${res.status} without an XSRF-TOKEN cookie`);
  const cookie = `XSRF-TOKEN=${m[1]}`;
  const token = decodeURIComponent(m[1]!);
  return {
    cookie,
    token,
    headers: { cookie, "x-xsrf-token": token },
    async stamp() {
      const answer = await fetch(`${url}/forms/stamp`, { headers: { cookie } });
      if (!answer.ok) throw new Error(`${url}/forms/stamp answered ${answer.status}`);
      return ((await answer.json()) as { stamp: string }).stamp;
    },
  };
}

/** A lead call's body as the site's script sends it: the fields and a fresh stamp. */
export async function stamped(body: Record<string, unknown>, visitor: Visitor): Promise<Record<string, unknown>> {
  return { ...body, [GUARD_FIELDS.stamp]: await visitor.stamp() };
}
