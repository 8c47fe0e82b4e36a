import type { ShopType } from "@/lib/catalog";
import type { SearchSort } from "./param-names";

/** Sorts of the module: the public ones plus the county page's "town". */
export type SearchOrder = SearchSort | "town";

/**
 * One search, as every caller states it: the API and the /search page (from the address), county
 * pages (fields "county-page", one county), the admin lists (scope, admin fields and filters).
 */
export type SearchQuery = {
  q?: string;
  /**
   * The text as typed, when `q` is its Irish words put into English (irish-terms.ts): a shop
   * whose name holds the typed words matches too ("Feirm Cháis" finds the shop of that name as
   * well as the cheese shops).
   */
  qAsTyped?: string;
  /** What text matches: every searchable field, or the county page's name, description and products. */
  fields: "all" | "county-page";
  /** Admin lists also match e-mail, phone and Eircode. */
  adminFields?: boolean;
  scope: "approved" | "pending" | "all";
  county: string[];
  products: string[];
  services: string[];
  type: ShopType[];
  openAt?: Date;
  near?: { latitude: number; longitude: number };
  radiusKm?: number;
  featured?: boolean;
  hasEvents?: boolean;
  missingCoordinates?: boolean;
  /** The Irish date "upcoming events" counts from (tests pass one). */
  today?: string;
  /** Try close spellings when a word matches nothing (public searches). */
  correct?: boolean;
};

export function searchQuery(patch: Partial<SearchQuery> = {}): SearchQuery {
  return { fields: "all", scope: "approved", county: [], products: [], services: [], type: [], correct: true, ...patch };
}
