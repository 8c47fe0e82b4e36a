import { describe, expect, it } from "vitest";
import { buildRss, escapeXml } from "@/lib/rss";

const channel = {
  title: "Harvest Hub – Farm Shops Ireland",
  url: "https://farmshops.example/harvest-hub",
  selfUrl: "https://farmshops.example/harvest-hub/rss.xml",
  description: "Stories & guides",
  builtAt: new Date("2026-05-01T10:00:00Z"),
};
const item = {
  title: "Cheese <and> \"wine\" & more",
  url: "https://farmshops.example/harvest-hub/cheese",
  guid: "https://farmshops.example/harvest-hub/cheese",
  author: "Siobhán Kavanagh",
  publishDate: "2026-04-20T09:30:00.000Z",
  summary: "Rinds & curds",
  html: "<p>Hello ]]> world</p>",
};

describe("buildRss", () => {
  it("escapes text and dates items in RFC 822 form", () => {
    const xml = buildRss(channel, [item]);
    expect(xml).toContain("<title>Cheese &lt;and&gt; &quot;wine&quot; &amp; more</title>");
    expect(xml).toContain("<pubDate>Mon, 20 Apr 2026 09:30:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Fri, 01 May 2026 10:00:00 GMT</lastBuildDate>");
    expect(xml).toContain('<atom:link href="https://farmshops.example/harvest-hub/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain("<dc:creator>Siobhán Kavanagh</dc:creator>");
  });

  it("gives readers the plain-text summary as escaped HTML, so that it never becomes markup", () => {
    const xml = buildRss(channel, [{ ...item, summary: `Rinds & <script>alert(1)</script> "curds"` }]);
    // XML-decoded once (as a reader does) it is still text: &lt;script&gt;, not <script>.
    expect(xml).toContain("<description>Rinds &amp;amp; &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; &amp;quot;curds&amp;quot;</description>");
  });

  it("keeps the post HTML in CDATA even when it contains the CDATA terminator", () => {
    const xml = buildRss(channel, [item]);
    expect(xml).toContain("<content:encoded><![CDATA[<p>Hello ]]]]><![CDATA[> world</p>]]></content:encoded>");
  });

  it("drops the characters XML cannot hold (control characters, lone surrogates), keeping the rest", () => {
    const xml = buildRss(channel, [
      { ...item, title: "Bread\u0008 and\u000b butter 🧈", author: "Aoife\u0001", summary: "Tab\tkept\uFFFE \uD800x", html: "<p>a\u001Fb\r\nc</p>" },
    ]);
    expect(xml).toContain("<title>Bread and butter 🧈</title>");
    expect(xml).toContain("<dc:creator>Aoife</dc:creator>");
    expect(xml).toContain("<description>Tab\tkept x</description>");
    expect(xml).toContain("<![CDATA[<p>ab\r\nc</p>]]>");
    // Not one character outside XML 1.0's Char production is left.
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
  });

  it("has one item per post", () => {
    expect(buildRss(channel, [item, item, item]).match(/<item>/g)).toHaveLength(3);
    expect(buildRss(channel, [])).not.toContain("<item>");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });
});
