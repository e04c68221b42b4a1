/**
 * Dubai advertising compliance (issue 4, item 7): every listing shows its Trakheesi
 * advertising permit number with a QR code that opens the permit's verification page, the
 * brokerage's ORN and the agent's BRN. The QR code is an SVG drawn on the server, so the
 * page needs no script and no third-party request for it.
 */
import QRCode from "qrcode";
import { brokerage } from "../config/brokerage.ts";

/** DLD's permit verification page; the permit number is appended as a query parameter. */
export const PERMIT_VERIFICATION_URL = "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation";

export type PermitInfo = {
  permitNumber: string;
  verificationUrl: string;
  /** Inline SVG markup of the QR code, or "" if it could not be drawn. */
  qrSvg: string;
  orn: string;
  brn: string;
};

export function permitVerificationUrl(permitNumber: string): string {
  const url = new URL(PERMIT_VERIFICATION_URL);
  url.searchParams.set("permitNumber", permitNumber);
  return url.toString();
}

export async function permitInfo(permitNumber: string, agentBrn: string): Promise<PermitInfo> {
  const verificationUrl = permitVerificationUrl(permitNumber);
  const svg = await QRCode.toString(verificationUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1, color: { dark: "#0f172a", light: "#ffffff" } });
  return {
    permitNumber,
    verificationUrl,
    // Accessible name on the drawing; the number is also printed beside it.
    qrSvg: svg.replace("<svg ", `<svg role="img" aria-label="QR code to verify permit ${escapeAttr(permitNumber)}" `),
    orn: brokerage.orn,
    brn: agentBrn,
  };
}

function escapeAttr(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
