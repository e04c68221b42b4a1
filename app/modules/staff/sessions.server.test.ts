import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { siteContext } from "../../platform/context.ts";
import { sessionCookie } from "./sessions.server.ts";

function args(requestUrl: string, siteUrl: string) {
  const context = new RouterContextProvider();
  context.set(siteContext, { siteUrl, youtube: { apiUrl: "" }, currencyRates: {} });
  return { request: new Request(requestUrl), context };
}

describe("the session cookie", () => {
  it("is Secure whenever the public origin is https, even when the request reached the server as plain HTTP", () => {
    // Behind a proxy not named in TRUST_PROXY the server sees http; the visitor's browser is on https.
    expect(sessionCookie(args("http://10.0.0.5:3000/admin/sign-in", "https://www.brokerage.example"), "tok")).toMatch(/; HttpOnly; SameSite=Lax; Secure; Max-Age=\d+$/);
    expect(sessionCookie(args("https://www.brokerage.example/admin/sign-in", "https://www.brokerage.example"), "tok")).toContain("; Secure");
    // A local site on http: no Secure (the browser would not send it back).
    expect(sessionCookie(args("http://localhost:3000/admin/sign-in", "http://localhost:3000"), "tok")).not.toContain("Secure");
  });
});
