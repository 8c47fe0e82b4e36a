import type { ReactNode } from "react";
import { PROSE } from "./prose";
import { PageBanner } from "./page-banner";

/** Frame of the static pages (privacy, terms): banner, then readable long-form text. */
export function StaticPage({
  title,
  eyebrow,
  intro,
  icon,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <PageBanner title={title} eyebrow={eyebrow} icon={icon}>
        {intro}
      </PageBanner>
      <div className={`mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 ${PROSE}`}>{children}</div>
    </div>
  );
}

/** A numbered section with a linkable heading. */
export function PolicySection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24 [&>*+*]:mt-4">
      <h2 id={id}>
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}
