import { describe, expect, it } from "vitest";
import { clientKey } from "@/lib/auth/request-info";
import { phoneDigits, squashText } from "@/lib/shops/duplicates";
import { csvField } from "@/lib/shops/export";
import { spamReason } from "@/lib/validation/submission-guard";

/** The headers a route handler sees: X-Forwarded-For as Next.js hands it on (null: none). */
const headers = (xff: string | null) => {
  const h = new Headers();
  if (xff !== null) h.set("x-forwarded-for", xff);
  return h;
};

describe("clientKey and TRUST_PROXY", () => {
  it("0 hops: the address Next.js wrote from the connection (server.mjs drops a client's own header)", () => {
    expect(clientKey(headers("10.0.0.9"), 0)).toBe("10.0.0.9");
  });
  it("1 hop: the address the proxy appended; a client's own entries to its left are ignored", () => {
    expect(clientKey(headers("203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientKey(headers("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientKey(headers("6.6.6.6,7.7.7.7 ,  203.0.113.7"), 1)).toBe("203.0.113.7");
  });
  it("2 hops: the entry the outer proxy appended, before the inner proxy's", () => {
    expect(clientKey(headers("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
  });
  it("more hops configured than present: the leftmost address (a misconfiguration, never a crash)", () => {
    expect(clientKey(headers("203.0.113.7"), 5)).toBe("203.0.113.7");
    expect(clientKey(headers("10.0.0.1"), 1)).toBe("10.0.0.1");
  });
  it("an IPv4 client on a dual-stack socket is the same client", () => {
    expect(clientKey(headers("::ffff:192.0.2.1"), 0)).toBe("192.0.2.1");
    expect(clientKey(headers("2001:DB8::1"), 0)).toBe("2001:db8::1");
  });
  it("no header at all (not through Next.js's server): one shared key", () => {
    expect(clientKey(headers(null), 0)).toBe("unknown");
    expect(clientKey(headers(" , "), 1)).toBe("unknown");
  });
});

describe("spam rules", () => {
  it("a filled honeypot or a form sent too soon is spam; blank honeypot and no fill time are not", () => {
    expect(spamReason({ homepage: "https://x" }, 3)).toBe("honeypot");
    expect(spamReason({ homepage: "   ", fillTimeMs: 2999 }, 3)).toBe("too fast");
    expect(spamReason({ fillTimeMs: 3000 }, 3)).toBeNull();
    expect(spamReason({}, 3)).toBeNull();
    expect(spamReason({ fillTimeMs: 0 }, 0)).toBeNull();
  });
});

describe("duplicate keys", () => {
  it("names and towns compare without case, spaces or punctuation; phones by their last nine digits", () => {
    expect(squashText("O'Brien's  Farm-Shop")).toBe(squashText("obriens farm shop"));
    expect(phoneDigits("+353 87 123 4567")).toBe(phoneDigits("087-1234567"));
  });
});

describe("CSV fields", () => {
  it("quotes commas, quotes and line breaks; defuses formulas", () => {
    expect(csvField(null)).toBe("");
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("-1,5")).toBe(`"'-1,5"`);
    expect(csvField("-9.89500")).toBe("-9.89500");
  });
});
