import { describe, expect, it } from "vitest";
import { isBackOfficePath, safeRedirect, signInUrl } from "./paths.ts";

describe("isBackOfficePath", () => {
  it("covers /admin, its pages and their client-navigation data, nothing else", () => {
    for (const p of ["/admin", "/admin/", "/admin/staff", "/admin.data", "/admin/staff.data", "/admin/reset-password/abc"]) expect(isBackOfficePath(p), p).toBe(true);
    for (const p of ["/", "/administration", "/admins", "/property-list", "/_root.data", "/api/admin"]) expect(isBackOfficePath(p), p).toBe(false);
  });
});

describe("safeRedirect", () => {
  it("goes back only to a back-office page of this site", () => {
    expect(safeRedirect("/admin/staff?page=2")).toBe("/admin/staff?page=2");
    expect(safeRedirect("/admin")).toBe("/admin");
    for (const bad of ["https://evil.example/admin", "//evil.example", "/admin\\@evil.example", "/administration", "/", "/admin/sign-in", "", null, undefined]) expect(safeRedirect(bad), String(bad)).toBe("/admin");
  });
  it("names the page to come back to in the sign-in link", () => {
    expect(signInUrl("/admin/staff")).toBe("/admin/sign-in?redirectTo=%2Fadmin%2Fstaff");
    expect(signInUrl("/admin")).toBe("/admin/sign-in");
  });
});
