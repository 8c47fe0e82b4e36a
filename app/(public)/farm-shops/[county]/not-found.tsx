import Link from "next/link";

/** Unknown county (a real 404: notFound() runs before anything is streamed). */
export default function CountyNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">County Not Found</h1>
      <p className="mt-4 text-stone-600">
        We couldn&apos;t find that county. Ireland has 32: pick one from the list, or search every farm shop.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/search" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Browse All Farm Shops
        </Link>
        <Link href="/#browse-counties" className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-stone-300 hover:ring-brand-600">
          See all counties
        </Link>
      </div>
    </div>
  );
}
