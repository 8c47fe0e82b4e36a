import type { ReactNode } from "react";

/** The green banner at the top of the content pages (events, Harvest Hub, static pages). */
export function PageBanner({
  eyebrow,
  title,
  children,
  icon,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="from-brand-700 via-brand-600 relative overflow-hidden bg-linear-to-br to-emerald-700 text-white">
      {/* Soft field rows: decorative only. */}
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-10"
        preserveAspectRatio="none"
        viewBox="0 0 400 100"
      >
        <path d="M0 80 Q100 60 200 75 T400 70 V100 H0Z" fill="white" />
        <path d="M0 92 Q120 78 240 90 T400 86 V100 H0Z" fill="white" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? (
          <p className="text-brand-100 text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          {icon}
          {title}
        </h1>
        {children ? <div className="text-brand-50 mt-4 max-w-3xl text-lg">{children}</div> : null}
      </div>
    </section>
  );
}
