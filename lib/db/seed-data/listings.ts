/**
 * Demo listing care: a few open problem reports, one owner's change waiting for review, and how
 * long ago each shop's details were checked (most recently, some long ago, so that the admin's
 * "Needs checking" list and the shop pages' warning have something to show).
 */
export type SeedReport = { shopName: string; kind: "hours" | "closed" | "location" | "contact" | "other"; message: string; email: string | null; daysAgo: number };

export const seedReports: SeedReport[] = [
  {
    shopName: "Ballyroe Farm Shop",
    kind: "hours",
    message: "The sign on the gate says they close at 5pm on Saturdays now, not 6pm.",
    email: "aoife.visitor@example.com",
    daysAgo: 2,
  },
  {
    shopName: "Slieve Bloom Larder",
    kind: "closed",
    message: "I drove out on Sunday and the shop is boarded up. A neighbour said they retired last spring.",
    email: null,
    daysAgo: 5,
  },
  {
    shopName: "Lough Erne Shore Honey",
    kind: "location",
    message: "The map pin is on the far side of the lough. The farm gate is on the Enniskillen road.",
    email: "ciaran@example.com",
    daysAgo: 9,
  },
];

/** One owner asked to rename their shop and correct the address. */
export const seedPendingChange = {
  shopName: "Burren Slopes Farmhouse Cheese",
  fields: { name: "Burren Slopes Cheese & Dairy Shop", address: "Gortlecka Cross, Kilnaboy" },
  ownerEmail: "cheese@burrenslopes.example",
  daysAgo: 1,
};

/** Every seventh shop was last checked well over a year ago; the rest within the last few months. */
export function seedVerifiedDaysAgo(index: number): number {
  return index % 7 === 3 ? 400 + (index % 5) * 60 : 10 + (index % 11) * 12;
}
