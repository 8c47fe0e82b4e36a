import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ga from "@/messages/ga.json";
import { apiProblemKey } from "@/i18n/api-problems";
import { ApiError } from "@/lib/api-client";
import { CLAIMS_LIMITED_MESSAGE, REPORTS_LIMITED_MESSAGE } from "@/lib/auth/listing-limits";
import { CLAIM_ANSWER, CLOSED_MESSAGE } from "@/lib/listings/queries";

// The shop page's "Update this listing" and "Report a problem" say the API's answers in the page's
// language (app/[locale]/(public)/shop/[id]/_components): never the answer's own English words.

const failed = (status: number, message: string) => new ApiError(status, JSON.stringify({ error: "x", message }), "");
const CLAIM = { 404: "claimNotFound", 410: "claimClosed", 429: "claimTooMany" } as const;

describe("a public form's failed call, as a key of its messages", () => {
  it("names each answer it expects by its status, and says the fallback for anything else", () => {
    expect(apiProblemKey(failed(429, CLAIMS_LIMITED_MESSAGE), CLAIM, "claimFailed")).toBe("claimTooMany");
    expect(apiProblemKey(failed(410, CLOSED_MESSAGE), CLAIM, "claimFailed")).toBe("claimClosed");
    expect(apiProblemKey(failed(404, "Farm shop not found"), CLAIM, "claimFailed")).toBe("claimNotFound");
    expect(apiProblemKey(failed(403, "Cross-site requests are not allowed"), CLAIM, "claimFailed")).toBe("claimFailed");
    expect(apiProblemKey(new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway"), CLAIM, "claimFailed")).toBe("claimFailed");
    // No answer at all: the network failed.
    expect(apiProblemKey(new TypeError("Failed to fetch"), CLAIM, "claimFailed")).toBe("claimFailed");
  });

  it("English says the API's own words, so English pages read as before", () => {
    expect(en.ShopCare.claimSent).toBe(CLAIM_ANSWER);
    expect(en.ShopCare.claimTooMany).toBe(CLAIMS_LIMITED_MESSAGE);
    expect(en.ShopCare.claimClosed).toBe(CLOSED_MESSAGE);
    expect(en.ShopCare.claimNotFound).toBe("Farm shop not found");
    expect(en.ShopReport.tooMany).toBe(REPORTS_LIMITED_MESSAGE);
    expect(en.ShopReport.closed).toBe(CLOSED_MESSAGE);
    expect(en.ShopReport.notFound).toBe("Farm shop not found");
  });

  it("Irish says them in Irish", () => {
    const t = createTranslator({ locale: "ga-IE", messages: ga, namespace: "ShopCare" });
    expect(t("claimSent")).toBe("Má tá seoladh ríomhphoist ag an liostú seo, sheolamar nasc chuige chun an liostú a nuashonrú.");
    expect(t(apiProblemKey(failed(429, CLAIMS_LIMITED_MESSAGE), CLAIM, "claimFailed"))).not.toMatch(/Too many|Please/);
    expect(t(apiProblemKey(new TypeError("Failed to fetch"), CLAIM, "claimFailed"))).toBe("Tharla earráid. Bain triail eile as.");
  });
});
