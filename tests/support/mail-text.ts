/**
 * Reading a plain-text mail as a person would (the Arabic mails): the Subject with its
 * RFC 2047 encoded words decoded, and the body decoded from base64 or quoted-printable (nodemailer
 * picks base64 for text that is mostly not Latin). Free of app imports, for browser tests too.
 */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8"),
  );
}

export function readMail(raw: string): { subject: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const rest = raw.slice(split).trim();
  const subject = decodeWords(/^Subject: (.*)$/im.exec(head)?.[1] ?? "");
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1]?.trim().toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rest.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(rest.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8")
        : rest;
  return { subject, body: body.replace(/\r\n/g, "\n") };
}
