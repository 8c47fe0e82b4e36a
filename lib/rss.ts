/** RSS 2.0 for the Harvest Hub. Pure: the caller passes absolute addresses and the build time. */

export type FeedItem = {
  title: string;
  url: string;
  guid: string;
  author: string;
  publishDate: string | Date;
  summary: string;
  /** Sanitized HTML of the whole post. */
  html: string;
};

export type FeedChannel = {
  title: string;
  url: string;
  selfUrl: string;
  description: string;
  builtAt: Date;
};

/**
 * Characters XML 1.0 does not allow anywhere, escaped or not: C0 controls other than tab, line
 * feed and carriage return, lone surrogates, U+FFFE and U+FFFF. One in a post (pasted from a
 * word processor, or sent by an API client) would make the whole feed unreadable to every reader.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drops the characters XML 1.0 cannot hold. */
export const xmlChars = (value: string) => value.replace(NOT_XML, "");

/** XML text escaping for element content and attribute values. */
export function escapeXml(value: string): string {
  return xmlChars(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Feed readers render an item's <description> as HTML (RSS 2.0 allows entity-encoded HTML there),
 * but the summary is the post's plain-text excerpt: it is HTML-escaped first, so that a "<" in it
 * shows as a "<" and never becomes a tag (or a script) in a reader.
 */
const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** CDATA cannot contain "]]>": split it across two sections. */
const cdata = (value: string) => `<![CDATA[${xmlChars(value).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

export function buildRss(channel: FeedChannel, items: FeedItem[]): string {
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.guid)}</guid>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${new Date(item.publishDate).toUTCString()}</pubDate>
      <description>${escapeXml(escapeHtml(item.summary))}</description>
      <content:encoded>${cdata(item.html)}</content:encoded>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.url)}</link>
    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(channel.description)}</description>
    <language>en-IE</language>
    <lastBuildDate>${channel.builtAt.toUTCString()}</lastBuildDate>
${entries.join("\n")}
  </channel>
</rss>
`;
}
