import { describe, expect, it } from "vitest";
import { approvalToOwner, submissionToAdmin, submissionToOwner } from "@/lib/mail/messages";
import { changeReviewedToOwner } from "@/lib/mail/owner-messages";

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

  describe("an owner's reviewed change", () => {
    const base = { to: "owner@example.com", shopName: "Hill Farm", fields: ["Town/City"], page: "https://farmshops.example/shop/hill-farm", contactEmail: "hello@farmshops.example" };

    it("is live on an open listing, with a link to it", () => {
      const m = changeReviewedToOwner({ ...base, approved: true });
      expect(m.subject).toBe("Your changes are live: Hill Farm");
      expect(m.text).toContain("made the changes you asked for to your listing (Town/City)");
      expect(m.text).toContain("Your listing: https://farmshops.example/shop/hill-farm");
    });

    it("is made but not called live on a closed listing, which says how to reopen it", () => {
      const m = changeReviewedToOwner({ ...base, approved: true, closed: true });
      expect(m.subject).toBe("Your changes were made: Hill Farm");
      expect(m.text).not.toMatch(/live/i);
      expect(m.text).toContain("Your listing is marked as closed, so visitors do not see it.");
      expect(m.text).toContain("hello@farmshops.example");
      expect(m.text).not.toContain("Your listing: ");
    });

    it("says a refused change was not made, whatever the listing's state", () => {
      for (const closed of [false, true]) {
        const m = changeReviewedToOwner({ ...base, approved: false, closed });
        expect(m.subject).toBe("Your changes were not made: Hill Farm");
        expect(m.text).toContain("we have not made them this time");
        expect(m.text).toContain("Your listing: https://farmshops.example/shop/hill-farm");
      }
    });
  });
});
