import { Check } from "lucide-react";
import Link from "next/link";

const POINTS = ["Free listing, no catch", "Reviewed within 2-3 business days", "Reach shoppers in your county"];

/** Call to action for shop owners. */
export function ListYourShop() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-600/60" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-brand-800/60" />
        <div className="relative max-w-xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
            Run a farm shop? Get found by local shoppers.
          </h2>
          <ul className="mt-5 space-y-2 text-brand-100">
            {POINTS.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-5 text-harvest-500" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <Link
          href="/submit"
          className="relative mt-8 inline-flex shrink-0 items-center justify-center rounded-full bg-white px-7 py-3.5 text-base font-semibold text-brand-800 shadow-lg transition hover:bg-brand-50 lg:mt-0"
        >
          List Your Shop For Free
        </Link>
      </div>
    </section>
  );
}
