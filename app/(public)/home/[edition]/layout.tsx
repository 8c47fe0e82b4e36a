import type { ReactNode } from "react";
import { HomeSearch } from "@/components/search/home-search";
import { COUNTY_NAMES } from "@/lib/counties";
import { getCountyCounts } from "@/lib/shops/cached";
import { Hero } from "../_components/hero";

/**
 * The hero lives here, outside the page's loading boundary (loading.tsx), so that it is part of
 * the first HTML the server sends: it is the largest thing on a phone's first screen, and inside
 * the boundary it would only appear once React revealed the streamed page, after the scripts.
 * It needs one cached read (the shop total); the rest of the page still streams in behind the
 * skeleton cards.
 */
export default async function HomeLayout({ children }: { children: ReactNode }) {
  const counts = await getCountyCounts();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <Hero total={total}>
        <HomeSearch counties={COUNTY_NAMES} />
      </Hero>
      {children}
    </>
  );
}
