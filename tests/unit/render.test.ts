import { describe, expect, it } from "vitest";
import { looksLikeHtml, renderContent } from "@/lib/posts/render";

describe("renderContent: light markup", () => {
  it("converts the editor's markup", () => {
    const html = renderContent(
      "## Section\n\nSome **bold**, *italic* and __underlined__ text.\n\n- one\n- two\n\n1. first\n2. second\n\n> a quote",
    );
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<u>underlined</u>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>a quote<\/p>\s*<\/blockquote>/);
  });

  it("keeps single line breaks", () => {
    expect(renderContent("line one\nline two")).toBe("<p>line one<br />line two</p>");
  });

  it("moves the top heading to h2 and keeps relative levels", () => {
    const html = renderContent("# Top\n\n## Next\n\n### Third");
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h3>Next</h3>");
    expect(html).toContain("<h4>Third</h4>");
    expect(html).not.toContain("<h1");
  });

  it("escapes stray angle brackets in plain text", () => {
    expect(renderContent("3 < 4 and 5 > 2")).toBe("<p>3 &lt; 4 and 5 &gt; 2</p>");
  });

  it("adds rel noopener nofollow to links", () => {
    expect(renderContent("[Shop](https://shop.example)")).toBe(
      '<p><a href="https://shop.example" rel="noopener nofollow">Shop</a></p>',
    );
  });
});

describe("renderContent: HTML", () => {
  it("does not convert text that already holds HTML", () => {
    expect(looksLikeHtml("<p>Hi</p>")).toBe(true);
    expect(looksLikeHtml("a < b > c")).toBe(false);
    expect(renderContent("<p>Hello <strong>there</strong></p>\n\n<p>**not markdown**</p>")).toBe(
      "<p>Hello <strong>there</strong></p>\n\n<p>**not markdown**</p>",
    );
  });

  it("keeps the text of unknown wrappers but drops their tags", () => {
    expect(renderContent('<div class="x"><span style="color:red">Hello</span></div>')).toBe(
      "Hello",
    );
  });
});

describe("renderContent: XSS payloads", () => {
  const payloads: [string, string][] = [
    ["script tag", "<p>ok</p><script>alert(1)</script>"],
    ["script in markdown", "Hello\n\n<script>alert(1)</script>"],
    ["event handler", '<p onclick="alert(1)">x</p>'],
    ["img onerror", '<img src="x" onerror="alert(1)">'],
    ["svg onload", '<svg onload="alert(1)"><circle /></svg>'],
    ["javascript link", '<a href="javascript:alert(1)">x</a>'],
    ["mixed-case javascript link", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["entity-encoded javascript link", '<a href="&#106;avascript:alert(1)">x</a>'],
    ["whitespace javascript link", '<a href=" javascript:alert(1)">x</a>'],
    ["markdown javascript link", "[x](javascript:alert(1))"],
    ["markdown javascript image", "![x](javascript:alert(1))"],
    ["data link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["vbscript link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["javascript image", '<img src="javascript:alert(1)">'],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["style tag", "<style>body{display:none}</style><p>x</p>"],
    ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
    ["object", '<object data="evil.swf"></object>'],
    ["form", '<form action="https://evil.example"><input name="a"><button>go</button></form>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ["unclosed tag trick", "<img src=x onerror=alert(1)//"],
    ["nested script", "<scr<script>ipt>alert(1)</script>"],
    ["protocol-relative link", '<a href="//evil.example">x</a>'],
  ];

  it.each(payloads)("%s is neutralised", (_name, payload) => {
    const html = renderContent(payload);
    expect(html).not.toMatch(/<script|<iframe|<style|<object|<form|<input|<svg|<meta/i);
    // Inside a tag (escaped text such as "&lt;img onerror=" is harmless).
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toMatch(/<[^>]*(javascript:|vbscript:|data:)/i);
    expect(html).not.toMatch(/<[^>]*href="\/\//);
    expect(html).not.toMatch(/<[^>]*style=/i);
  });

  it("keeps safe links and images", () => {
    expect(renderContent('<a href="mailto:hi@shop.example">mail</a>')).toContain(
      'href="mailto:hi@shop.example"',
    );
    expect(renderContent('<img src="https://img.example/a.jpg" alt="A">')).toBe(
      '<img src="https://img.example/a.jpg" alt="A" loading="lazy" />',
    );
  });
});
