import { describe, expect, it } from "vitest";
import { approvalToOwner, submissionToAdmin, submissionToOwner } from "@/lib/mail/messages";

const shop = {
  id: "0b7c6a0e-5f3e-4d1e-9a8b-1c2d3e4f5a6b",
  slug: "hill-farm",
  name: "Hill Farm\r\nBcc: victim@example.com",
  town: "Dingle",
  county: "Kerry",
  address: "Ballyroe",
  email: "owner@example.com",
  phone: null,
  website: null,
  products: ["Eggs", "Honey"],
};

describe("mail messages", () => {
  it("tells the admin what was submitted and where to review it", () => {
    const m = submissionToAdmin(shop, { to: "admin@example.com", siteUrl: "https://farmshops.example" });
    expect(m.to).toBe("admin@example.com");
    expect(m.subject).toBe("New farm shop submission: Hill Farm Bcc: victim@example.com");
    expect(m.text).toContain("Products: Eggs, Honey");
    expect(m.text).toContain("https://farmshops.example/admin");
  });

  it("thanks the owner and later links the live page by slug", () => {
    expect(submissionToOwner(shop, { siteUrl: "https://farmshops.example" }).to).toBe("owner@example.com");
    const live = approvalToOwner(shop, { siteUrl: "https://farmshops.example" });
    expect(live.subject).toMatch(/^Your farm shop is live: /);
    expect(live.text).toContain("https://farmshops.example/shop/hill-farm");
  });
});
