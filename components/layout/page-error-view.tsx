/**
 * The page error's markup alone, with its words given: it reads no messages, so the root's own
 * error screen (app/global-error.tsx), whose chunk every page loads, carries no copy of the
 * message runtime (about 4 kB compressed on every first load).
 */
export type PageErrorTexts = {
  title: string;
  body: string;
  retry: string;
  reference: (reference: string) => string;
};

/**
 * What a visitor sees when a page failed to render: most often the database was too busy to
 * answer in time (a query cut off by its statement timeout). Nothing failed is kept, so a reload
 * a moment later works; nothing of the error itself is shown.
 */
export function PageErrorView({ reference, texts }: { reference?: string; texts: PageErrorTexts }) {
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28"
      role="alert"
    >
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{texts.title}</h1>
      <p className="mt-4 text-lg text-stone-600">{texts.body}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 mt-8 inline-flex items-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {texts.retry}
      </button>
      {/* The error's digest, which the server's log line for it carries: for the visitor to quote. */}
      {reference ? (
        <p className="mt-6 text-sm text-stone-500">{texts.reference(reference)}</p>
      ) : null}
    </div>
  );
}
