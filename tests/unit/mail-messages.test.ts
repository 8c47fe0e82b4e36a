import { describe, expect, it } from "vitest";
import { approvalToOwner, submissionToAdmin, submissionToOwner } from "@/lib/mail/messages";
import { changeReviewedToOwner, stillRightToOwner, updateLinkToOwner } from "@/lib/mail/owner-messages";
import { requestedLanguage } from "@/lib/mail/language";

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
    const base = { to: "owner@example.com", shopName: "Hill Farm", fields: ["town"], page: "https://farmshops.example/shop/hill-farm", contactEmail: "hello@farmshops.example" };

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

  describe("in the owner's language", () => {
    it("English by default, said in Content-Language", () => {
      const m = submissionToOwner(shop, { siteUrl: "https://farmshops.example" });
      expect(m.subject).toBe("We received your submission: Hill Farm Bcc: victim@example.com");
      expect(m.text.split("\n").at(-1)).toBe("https://farmshops.example");
      expect(m.headers).toEqual({ "Content-Language": "en-IE" });
    });

    it("Irish for an owner who used the Irish pages: Irish words, the Irish pages' addresses, lang ga", () => {
      const site = { siteUrl: "https://farmshops.example", locale: "ga-IE" as const };
      const received = submissionToOwner(shop, site);
      expect(received.subject).toBe("Fuaireamar d'iarratas: Hill Farm Bcc: victim@example.com");
      expect(received.text).toContain("Go raibh maith agat as Hill Farm");
      expect(received.text.split("\n").at(-1)).toBe("https://farmshops.example/ga");
      expect(received.headers).toEqual({ "Content-Language": "ga" });

      const live = approvalToOwner(shop, site);
      expect(live.subject).toMatch(/^Tá do shiopa feirme beo: Hill Farm/);
      expect(live.text).toContain("Féach ar do liostú: https://farmshops.example/ga/shop/hill-farm");
      expect(live.text).toContain('"Nuashonraigh an liostú seo"');

      const link = updateLinkToOwner({ to: "owner@example.com", shopName: "Hill Farm", link: "https://farmshops.example/owner/sign-in?token=t", contactEmail: "hello@farmshops.example", locale: "ga-IE" });
      expect(link.subject).toBe("Nuashonraigh do liostú: Hill Farm");
      expect(link.text).toContain("https://farmshops.example/owner/sign-in?token=t");
      expect(link.text).toContain("24 uair an chloig");

      const reminder = stillRightToOwner({ to: "owner@example.com", shopName: "Hill Farm", page: "https://farmshops.example/ga/shop/hill-farm", confirmLink: "c", updateLink: "u", locale: "ga-IE" });
      expect(reminder.subject).toBe("An bhfuil do liostú ceart fós? Hill Farm");
      expect(reminder.text).toContain("14 lá");
      expect(reminder.text).not.toMatch(/\b(the|your|and)\b/i);
    });

    it("names a change's fields as the Irish form does", () => {
      const base = { to: "owner@example.com", shopName: "Hill Farm", fields: ["name", "town", "eircode"], page: "https://farmshops.example/ga/shop/hill-farm", contactEmail: "hello@farmshops.example", locale: "ga-IE" as const };
      const live = changeReviewedToOwner({ ...base, approved: true });
      expect(live.subject).toBe("Tá do chuid athruithe beo: Hill Farm");
      expect(live.text).toContain("(Ainm an tSiopa, Baile/Cathair, Éirchód)");
      expect(live.text).toContain("Do liostú: https://farmshops.example/ga/shop/hill-farm");
      expect(changeReviewedToOwner({ ...base, approved: true, closed: true }).subject).toBe("Rinneadh do chuid athruithe: Hill Farm");
      expect(changeReviewedToOwner({ ...base, approved: false }).subject).toBe("Ní dhearnadh do chuid athruithe: Hill Farm");
      expect(changeReviewedToOwner({ ...base, locale: "en-IE", approved: true }).text).toContain("(Shop name, Town/City, Eircode)");
    });
  });

  describe("the language a request asks for", () => {
    it.each([
      ["ga", "ga-IE"],
      ["ga-IE", "ga-IE"],
      ["en-IE", "en-IE"],
      ["en-US,en;q=0.9", "en-IE"],
      ["en;q=0.8, ga", "ga-IE"],
      ["ga;q=0.5, en;q=0.9", "en-IE"],
      ["GA-ie;q=1.0", "ga-IE"],
      ["fr-FR, ga;q=0.4", "ga-IE"],
      ["en, ga", "en-IE"],
    ])("%s -> %s", (header, locale) => expect(requestedLanguage(header)).toBe(locale));

    it.each([[null], [""], ["fr-FR,de;q=0.5"], ["ga;q=0"], ["ga;q=abc"], ["*"]])("%s names neither language", (header) => expect(requestedLanguage(header)).toBeNull());
  });
});
