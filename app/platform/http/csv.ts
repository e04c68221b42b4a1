/**
 * CSV for the back office's exports (RFC 4180: comma, CRLF, a field with a quote, comma or line
 * break in double quotes, quotes doubled). Opened by Excel, so:
 * - the file starts with a UTF-8 byte-order mark, or Excel reads Arabic names as Latin-1;
 * - a cell that Excel would read as a formula (starting with = + - @, a tab or a carriage return)
 *   gets a leading apostrophe (OWASP's CSV injection advice): a visitor's name "=HYPERLINK(…)"
 *   stays text on a staff member's computer.
 */

export const CSV_BOM = "\uFEFF";

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
