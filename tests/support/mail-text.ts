/**
 * A raw mail as a test reads it: nodemailer sends non-ASCII text as quoted-printable UTF-8 and a
 * non-ASCII subject as RFC 2047 encoded words ("=?UTF-8?Q?T=C3=A1_do?="). Shared by the API tests'
 * SMTP stub and the browser tests' outbox.
 */

/** Encoded words as text; the space between two of them goes, as RFC 2047 says. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Quoted-printable escapes ("=C3=A1") as the UTF-8 text they spell. */
function quotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-Fa-f]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

/**
 * A whole message readable: its headers unfolded with their encoded words decoded, its body with
 * soft line breaks undone and escapes decoded (links survive intact).
 */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split);
  return decodeWords(head.replace(/\r?\n[ \t]+/g, " ")) + quotedPrintable(body.replace(/=\r?\n/g, ""));
}
