"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { CircleCheck, Link2 } from "lucide-react";
import { apiJson } from "@/lib/api-client";
import { slugsQuery } from "../../_lib/queries";
import { Button } from "@/components/ui/button";
import { DiagnosticsPanel } from "./panel";
import { Stat } from "./stat";

/** SEO Slug Migration: shops still reached by id get a readable address. */
export function SlugsPanel() {
  const report = useQuery({ ...slugsQuery(), enabled: false });
  const migrate = useMutation({
    mutationFn: () => apiJson<{ message: string }>("POST", "/api/admin/migrate-slugs"),
    onSuccess: async (r) => {
      toast.success("Migration Complete", { description: r.message });
      await report.refetch();
    },
    onError: () =>
      toast.error("Error", {
        description: "Failed to migrate slugs. Make sure you're logged in as admin.",
      }),
  });

  async function check() {
    const result = await report.refetch();
    if (result.isError) toast.error("Error", { description: "Failed to check slug status" });
  }

  const busy = report.isFetching || migrate.isPending;
  const data = report.data;

  return (
    <DiagnosticsPanel
      id="slugs-heading"
      title="SEO Slug Migration"
      description="Give every shop a readable address such as /shop/barrow-valley-farm-shop."
      checkLabel="Check Slug Status"
      checking={report.isFetching}
      busy={busy}
      onCheck={() => void check()}
    >
      {data && (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <Stat label="Total shops" value={data.total} />
            <Stat label="With SEO URLs" value={data.withSlugs} tone="green" />
            <Stat
              label="Need migration"
              value={data.needMigration}
              tone={data.needMigration ? "amber" : "stone"}
            />
          </dl>
          {data.needMigration > 0 ? (
            <>
              <ul
                className="divide-y divide-stone-100 rounded-lg border border-stone-200"
                aria-label="Shops on an id-based address"
              >
                {data.shops.map((s) => (
                  <li key={s.id} className="flex items-start gap-2 px-3 py-2 text-sm">
                    <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
                    <span>
                      <span className="font-medium text-stone-900">{s.name}</span>
                      <span className="block text-stone-600">
                        {s.town ? `${s.town}, ` : ""}
                        {s.county} · /shop/{s.id}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <Button onClick={() => migrate.mutate()} disabled={busy}>
                {migrate.isPending ? "Migrating..." : `Migrate ${data.needMigration} Shops`}
              </Button>
            </>
          ) : (
            <p className="bg-brand-50 text-brand-800 flex items-center gap-2 rounded-lg px-3 py-2 font-medium">
              <CircleCheck aria-hidden className="size-5" />
              All shops have SEO-friendly URLs!
            </p>
          )}
        </>
      )}
    </DiagnosticsPanel>
  );
}
