import { Link } from "@/i18n/navigation";
import type { ReactNode } from "react";

/** Heading row of a page section, with an optional "see all" link on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  link,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  link?: { href: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        {eyebrow && (
          <p className="text-brand-600 text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
        )}
        <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {title}
        </h2>
        {children && <p className="mt-2 text-stone-600">{children}</p>}
      </div>
      {link && (
        <Link
          href={link.href}
          className="text-brand-700 text-sm font-semibold underline-offset-4 hover:underline"
        >
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}
