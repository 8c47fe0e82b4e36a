import { describe, expect, it } from "vitest";
import { ifNoneMatchHits } from "@/lib/api/respond";

describe("If-None-Match", () => {
  const etag = '"csv-abc"';
  it.each([
    ['"csv-abc"', true],
    ['W/"csv-abc"', true],
    ['"other", W/"csv-abc"', true],
    ["*", true],
    ['"other"', false],
    ['"csv-abcd"', false],
    ["", false],
    [null, false],
  ])("%j → %s", (header, hits) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hits);
  });
});
