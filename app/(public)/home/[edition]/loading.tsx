import { ShopCardSkeletons } from "@/components/shops/shop-card";

/** While the home page loads (below the hero of layout.tsx): three skeleton cards. */
export default function HomeLoading() {
  return (
    <div aria-live="polite">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <p className="sr-only">Loading farm shops…</p>
        <div className="mb-8 h-8 w-64 animate-pulse rounded bg-stone-200" />
        <ShopCardSkeletons count={3} />
      </div>
    </div>
  );
}
