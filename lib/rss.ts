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

/** XML text escaping for element content and attribute values. */
export function escapeXml(value: string): string {
  return value
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
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

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
