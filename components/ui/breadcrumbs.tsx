import { ChevronRight } from "lucide-react";
import Link from "next/link";

export type Crumb = { name: string; href: string };

/** Visible breadcrumbs; the last crumb is the current page. */
export function Breadcrumbs({ items, tone = "dark" }: { items: Crumb[]; tone?: "dark" | "light" }) {
  const link =
    tone === "light" ? "text-white/85 hover:text-white" : "text-stone-600 hover:text-brand-700";
  const current = tone === "light" ? "text-white" : "text-stone-900";
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={c.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className={`font-medium ${current}`}>
                  {c.name}
                </span>
              ) : (
                <>
                  <Link href={c.href} className={`underline-offset-4 hover:underline ${link}`}>
                    {c.name}
                  </Link>
                  <ChevronRight
                    aria-hidden="true"
                    className={`size-4 ${tone === "light" ? "text-white/70" : "text-stone-400"}`}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
