import { describe, expect, it } from "vitest";
import { withXsrfHeader, XSRF_HEADER } from "./form-guard.ts";

const PAGE = "https://site.example/contact-us";
const header = ([input, init]: ReturnType<typeof withXsrfHeader>) =>
  new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(XSRF_HEADER);

describe("withXsrfHeader", () => {
  it("adds the cookie's token to same-origin requests other than GET and HEAD", () => {
    expect(header(withXsrfHeader("/forms/lead.data", { method: "POST", body: "x" }, "tok", PAGE))).toBe("tok");
    expect(header(withXsrfHeader(new URL("https://site.example/forms/subscribe.data"), { method: "post" }, "tok", PAGE))).toBe("tok");
    expect(header(withXsrfHeader(new Request("https://site.example/api/x", { method: "PUT" }), undefined, "tok", PAGE))).toBe("tok");
  });

  it("keeps the request's other headers and a header already set", () => {
    const [, init] = withXsrfHeader("/forms/lead.data", { method: "POST", headers: { accept: "text/plain" } }, "tok", PAGE);
    expect(new Headers(init?.headers).get("accept")).toBe("text/plain");
    expect(header(withXsrfHeader("/x", { method: "POST", headers: { [XSRF_HEADER]: "mine" } }, "tok", PAGE))).toBe("mine");
  });

  it("leaves reads, other sites and a missing token alone", () => {
    expect(header(withXsrfHeader("/forms/stamp", undefined, "tok", PAGE))).toBeNull();
    expect(header(withXsrfHeader("/forms/stamp", { method: "HEAD" }, "tok", PAGE))).toBeNull();
    expect(header(withXsrfHeader("https://other.example/collect", { method: "POST" }, "tok", PAGE))).toBeNull();
    expect(header(withXsrfHeader("/forms/lead.data", { method: "POST" }, "", PAGE))).toBeNull();
  });

  it("reads the cookie only for a same-origin post", () => {
    const reads: string[] = [];
    const token = () => (reads.push("read"), "tok");
    withXsrfHeader("/forms/stamp", undefined, token, PAGE);
    withXsrfHeader("https://other.example/collect", { method: "POST" }, token, PAGE);
    expect(reads).toEqual([]);
    expect(header(withXsrfHeader("/forms/lead.data", { method: "POST" }, token, PAGE))).toBe("tok");
    expect(reads).toEqual(["read"]);
  });
});
