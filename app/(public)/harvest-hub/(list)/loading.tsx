import { HubBanner } from "./_components/hub-banner";

/** Lives in the (list) group so that it does not wrap the post pages (their 404 must not stream). */
export default function HarvestHubLoading() {
  return (
    <div>
      <HubBanner />
      <div
        className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 lg:px-8"
        role="status"
        aria-live="polite"
      >
        <div
          aria-hidden="true"
          className="border-brand-100 border-t-brand-600 mx-auto size-10 animate-spin rounded-full border-4"
        />
        <p className="mt-4 text-stone-600">Loading blog posts...</p>
      </div>
    </div>
  );
}
