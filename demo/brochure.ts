/**
 * A minimal, valid one-page PDF brochure (Helvetica text only), written by hand so the seed
 * needs no PDF library. Enough for the "Download brochure" link to deliver a real file.
 */
function esc(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "-").replace(/([\\()])/g, "\\$1");
}

export function brochurePdf(title: string, lines: string[]): Buffer {
  const content = [
    "BT /F1 22 Tf 56 780 Td (" + esc(title) + ") Tj ET",
    ...lines.map((line, i) => `BT /F1 12 Tf 56 ${740 - i * 20} Td (${esc(line)}) Tj ET`),
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
