/**
 * Dubai advertising compliance (item 7): every listing shows its Trakheesi
 * advertising permit number with a QR code that opens the permit's verification page, the
 * brokerage's ORN and the agent's BRN. The QR code is an SVG drawn on the server, so the
 * page needs no script and no third-party request for it. Drawing one costs ~1.3 ms of CPU
 * (choosing the mask scores eight candidates), more than the rest of the detail page's data:
 * each permit's drawing is remembered (the last QR_MEMO_SIZE permits).
 */
import QRCode from "qrcode";
import { memoize } from "../../platform/cache/memoize.server.ts";

const QR_MEMO_SIZE = 2_000;

/** DLD's permit verification page; the permit number is appended as a query parameter. */
const PERMIT_VERIFICATION_URL = "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation";

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

/** `orn`: the brokerage's office registration number (its identity, app/modules/content/pages/read-content.server.ts). */
/** `label`: the drawing's accessible name in the page's language (English by default). */
export async function permitInfo(permitNumber: string, agentBrn: string, orn: string, label = (n: string) => `QR code to verify permit ${n}`): Promise<PermitInfo> {
  const verificationUrl = permitVerificationUrl(permitNumber);
  const svg = await drawQr(verificationUrl);
  return {
    permitNumber,
    verificationUrl,
    // Accessible name on the drawing; the number is also printed beside it.
    qrSvg: svg.replace("<svg ", `<svg role="img" aria-label="${escapeAttr(label(permitNumber))}" `),
    orn,
    brn: agentBrn,
  };
}

const drawQr = memoize(
  (url) =>
    QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1, color: { dark: "#0f172a", light: "#ffffff" } }),
  QR_MEMO_SIZE,
);

function escapeAttr(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
