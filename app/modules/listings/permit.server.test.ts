import { describe, expect, it } from "vitest";
import { permitInfo, permitVerificationUrl } from "./permit.server.ts";

describe("permitInfo", () => {
  it("builds the verification link and an accessible SVG QR code", async () => {
    const p = await permitInfo("7100012345", "BRN-4321", "99001");
    expect(p.verificationUrl).toBe(permitVerificationUrl("7100012345"));
    expect(p.verificationUrl).toContain("permitNumber=7100012345");
    expect(p.qrSvg).toMatch(/^<svg role="img" aria-label="QR code to verify permit 7100012345"/);
    expect(p.qrSvg).toContain("<path");
    expect(p.orn).toBe("99001");
    expect(p.brn).toBe("BRN-4321");
  });
});
