"use client";

import { Link } from "@/i18n/navigation";
import type { Region } from "@/lib/counties";

/** A tile, its count already written out in the page's language ("3 shops"). */
export type CountyTile = { href: string; name: string; art: string; count: string };

/**
 * The tiles of the browse-by-county grid, drawn from a short list (county-grid.tsx): the page's
 * RSC payload carries 32 small records rather than the grid's markup a second time.
 * The art is a lazy image, not a background: the grid is far below the first screen, and drawing
 * 32 SVG pictures while the page loads would take main-thread time from what is on screen (see
 * `npm run perf`).
 */
export function CountyGridView({ regions }: { regions: { region: Region; label: string; tiles: CountyTile[] }[] }) {
  return (
    <div className="space-y-10">
      {regions.map(({ region, label, tiles }) => (
        <div key={region}>
          <h3 className="county-region">
            {label}
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {tiles.map((t) => (
              <li key={t.href}>
                <Link href={t.href} className="county-tile group">
                  <span aria-hidden="true" className="county-tile-art">
                    {/* eslint-disable-next-line @next/next/no-img-element -- bundled SVG art, 48 px */}
                    <img src={t.art} alt="" loading="lazy" />
                  </span>
                  <span className="min-w-0">
                    <span className="county-tile-name">{t.name}</span>
                    <span className="county-tile-count">
                      {t.count}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
