import Link from "next/link";
import { COUNTIES, type Region } from "@/lib/counties";

const REGIONS: Region[] = ["Leinster", "Munster", "Connacht", "Ulster", "Northern Ireland"];

/** Browse-by-county grid: every county with its number of approved shops, grouped by region. */
export function CountyGrid({ counts }: { counts: Record<string, number> }) {
  return (
    <div className="space-y-10">
      {REGIONS.map((region) => (
        <div key={region}>
          <h3 className="mb-4 text-sm font-semibold tracking-wide text-stone-600 uppercase">
            {region}
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {COUNTIES.filter((c) => c.region === region).map((c) => {
              const n = counts[c.name] ?? 0;
              return (
                <li key={c.slug}>
                  <Link
                    href={`/farm-shops/${c.slug}`}
                    className="county-tile group"
                  >
                    <span
                      aria-hidden="true"
                      className="size-12 shrink-0 rounded-lg bg-cover bg-center"
                      style={{
                        backgroundImage: `url(${c.heroImage}), linear-gradient(135deg, #67a957, #255522)`,
                      }}
                    />
                    <span className="min-w-0">
                      <span className="county-tile-name">
                        {c.name}
                      </span>
                      <span className="block text-sm text-stone-600">
                        {n} {n === 1 ? "shop" : "shops"}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
