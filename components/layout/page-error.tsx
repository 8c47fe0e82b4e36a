"use client";

/**
 * What a visitor sees when a page failed to render: most often the database was too busy to
 * answer in time (a query cut off by its statement timeout). Nothing failed is kept, so a reload
 * a moment later works; nothing of the error itself is shown.
 */
export function PageError({ reference }: { reference?: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28" role="alert">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">This page could not be shown just now</h1>
      <p className="mt-4 text-lg text-stone-600">
        The site is very busy at the moment. Nothing you did caused this. Please try again in a moment.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 mt-8 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Try again
      </button>
      {/* The error's digest, which the server's log line for it carries: for the visitor to quote. */}
      {reference ? <p className="mt-6 text-sm text-stone-500">Reference: {reference}</p> : null}
    </div>
  );
}
