"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Link } from "@/i18n/navigation";
import { ApiError, apiJson, getJson } from "@/lib/api-client";
import { OwnerEditForm, type OwnerShop, type OwnerChange } from "./owner-edit-form";
import { OwnerInsights } from "./owner-insights";
import { OwnerEmbed } from "./owner-embed";
import { routes } from "@/lib/routes/paths";
import { Button } from "@/components/ui/button";
import { DiscardDialog, useAnyUnsaved } from "@/components/ui/use-unsaved-changes";

type View = { shop: OwnerShop & { closedAt: string | null }; pendingChange: OwnerChange | null; expiresAt: string };

/** The signed-in owner's page: their listing's form, or how to get a new link. `site`: the site's canonical origin, for the widget's snippet. */
export function OwnerApp({ site }: { site: string }) {
  const t = useTranslations("Owner");
  const locale = useLocale();
  const [view, setView] = useState<View | null>(null);
  // "signed-out": the session ended or the link was spent; "left": the owner signed out.
  const [problem, setProblem] = useState<"signed-out" | "left" | "error" | null>(null);

  // Bumped after a save, so that the page reloads the listing and its pending change.
  const [version, setVersion] = useState(0);
  // Signing out with changes not saved asks first: the form goes with the session.
  const anyUnsaved = useAnyUnsaved();
  const [askSignOut, setAskSignOut] = useState(false);

  useEffect(() => {
    let live = true;
    getJson<View>("/api/owner/session").then(
      (next) => {
        if (!live) return;
        setView(next);
        setProblem(null);
      },
      (err: unknown) => {
        if (live) setProblem(err instanceof ApiError && err.status === 401 ? "signed-out" : "error");
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  if (problem === "signed-out" || problem === "left") {
    const left = problem === "left";
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-brand-800 text-3xl font-bold">{t(left ? "signedOutTitle" : "expiredTitle")}</h1>
        <p className="mt-4 text-stone-700">
          {t.rich(left ? "signedOutText" : "expiredText", { strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <Link href={routes.search()} className="bg-brand-600 hover:bg-brand-700 mt-8 inline-block rounded-full px-6 py-3 font-semibold text-white">
          {t("findShop")}
        </Link>
      </div>
    );
  }
  if (problem === "error") return <p className="mx-auto max-w-2xl px-4 py-24 text-center text-red-700">{t("loadError")}</p>;
  if (!view) return <p className="mx-auto max-w-2xl px-4 py-24 text-center text-stone-600">{t("loading")}</p>;

  async function signOut() {
    await apiJson("DELETE", "/api/owner/session").catch(() => undefined);
    setProblem("left");
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-brand-800 text-2xl font-bold sm:text-3xl">{t("title", { name: view.shop.name })}</h1>
          <p className="mt-1 text-sm text-stone-600">
            {t("signedInUntil", {
              time: new Date(view.expiresAt).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Dublin" }),
            })}
          </p>
        </div>
        <Button variant="outline" onClick={() => (anyUnsaved() ? setAskSignOut(true) : void signOut())}>
          {t("signOut")}
        </Button>
        <DiscardDialog
          open={askSignOut}
          confirmLabel={t("discardSignOut")}
          onConfirm={() => {
            setAskSignOut(false);
            void signOut();
          }}
          onCancel={() => setAskSignOut(false)}
        />
      </div>
      {view.shop.closedAt ? (
        // A closed listing is hidden from visitors and refuses edits (410): say so instead of a form
        // whose every action would fail.
        <section role="status" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-6">
          <h2 className="text-xl font-semibold text-stone-900">{t("closedTitle", { name: view.shop.name })}</h2>
          <p className="mt-2 text-stone-700">
            {t.rich("closedText", {
              help: (chunks) => (
                <Link href={routes.help()} className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
      ) : (
        <>
          <OwnerInsights shopId={view.shop.id} />
          <OwnerEditForm shop={view.shop} pendingChange={view.pendingChange} onSaved={() => setVersion((v) => v + 1)} />
          <OwnerEmbed shop={view.shop} site={site} />
        </>
      )}
    </div>
  );
}
