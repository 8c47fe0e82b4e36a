import { connection } from "next/server";
import { countApprovedShopsByCounty, listFeaturedShops } from "@/lib/db/queries/shops";

// Placeholder home page of the foundation: proves the database is wired. The real screens
// arrive with the public-site work.
export default async function HomePage() {
  await connection();
  const [featured, counts] = await Promise.all([listFeaturedShops(), countApprovedShopsByCounty()]);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-3xl font-bold text-brand-700">Find and discover Local Farm Shops Across Ireland</h1>
      <p className="mt-2 text-stone-700">
        {total} farm shops listed across {Object.keys(counts).length} counties.
      </p>
      <h2 className="mt-6 text-xl font-semibold">Featured shops</h2>
      <ul className="mt-2 list-disc pl-6">
        {featured.map((s) => (
          <li key={s.id}>
            {s.name} – {s.town}, Co. {s.county}
          </li>
        ))}
      </ul>
    </main>
  );
}
