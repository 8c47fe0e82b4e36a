import Link from "next/link";
import { ChevronRight } from "lucide-react";

export type Crumb = { name: string; href?: string };

/** Visible breadcrumbs; the last crumb is the current page. */
export function Breadcrumbs({
  items,
  tone = "light",
}: {
  items: Crumb[];
  tone?: "light" | "dark";
}) {
  const link =
    tone === "dark" ? "text-brand-50 hover:text-white" : "text-brand-700 hover:text-brand-800";
  const current = tone === "dark" ? "text-white" : "text-stone-700";
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.name} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-4 opacity-70" /> : null}
            {item.href ? (
              <Link href={item.href} className={`underline-offset-4 hover:underline ${link}`}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className={`line-clamp-1 font-medium ${current}`}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
