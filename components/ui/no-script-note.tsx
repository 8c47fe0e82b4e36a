import { getTranslations } from "next-intl/server";

/**
 * What a page cannot do without its script, said only when scripts do not run (a `<noscript>`, so
 * no one else downloads more than its few bytes of HTML). Its texts are in the `NoScript`
 * namespace, which is read here on the server and never sent to the client.
 */
export async function NoScriptNote({ note, className = "" }: { note: "submit" | "saved"; className?: string }) {
  const t = await getTranslations("NoScript");
  return (
    <noscript>
      <p role="alert" className={`rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ${className}`}>
        {t(note)}
      </p>
    </noscript>
  );
}
