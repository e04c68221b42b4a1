import { describe, expect, it } from "vitest";
import { createFormGuard } from "../leads/index.server.ts";
import { alertToken, alertUrl, checkAlertToken, CONFIRM_LIFETIME_MS, tokenAlertId } from "./alert-links.server.ts";

const signer = createFormGuard({ secret: "links-test-secret-0123456789", minFillMs: 0 });
const alert = { id: 42, recipient: "omar@example.com" };
const NOW = new Date("2026-11-26T10:00:00.000Z");

describe("alert links", () => {
  it("signs each purpose apart: one link never opens another", () => {
    for (const purpose of ["confirm", "unsubscribe", "manage"] as const) {
      const token = alertToken(signer, purpose, alert, NOW);
      expect(tokenAlertId(token)).toBe(42);
      expect(checkAlertToken(signer, purpose, alert, token, NOW)).toBe(true);
      for (const other of ["confirm", "unsubscribe", "manage"] as const) if (other !== purpose) expect(checkAlertToken(signer, other, alert, token, NOW)).toBe(false);
    }
  });

  it("refuses another alert, another mailbox, another key and an altered signature", () => {
    const token = alertToken(signer, "unsubscribe", alert);
    expect(checkAlertToken(signer, "unsubscribe", { ...alert, id: 43 }, token)).toBe(false);
    expect(checkAlertToken(signer, "unsubscribe", { ...alert, recipient: "eve@example.com" }, token)).toBe(false);
    expect(checkAlertToken(createFormGuard({ secret: "another-secret-0123456789", minFillMs: 0 }), "unsubscribe", alert, token)).toBe(false);
    expect(checkAlertToken(signer, "unsubscribe", alert, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(tokenAlertId("x.y")).toBeNull();
    expect(tokenAlertId("99999999999.y")).toBeNull();
  });

  it("lets a confirmation link lapse after a week", () => {
    const token = alertToken(signer, "confirm", alert, NOW);
    expect(checkAlertToken(signer, "confirm", alert, token, new Date(NOW.getTime() + CONFIRM_LIFETIME_MS - 1000))).toBe(true);
    expect(checkAlertToken(signer, "confirm", alert, token, new Date(NOW.getTime() + CONFIRM_LIFETIME_MS + 1000))).toBe(false);
  });

  it("builds the site's address of a link", () => {
    expect(alertUrl("https://www.site.test/", signer, "manage", alert)).toMatch(/^https:\/\/www\.site\.test\/alerts\/manage\/42\.[\w-]{43}$/);
  });
});
