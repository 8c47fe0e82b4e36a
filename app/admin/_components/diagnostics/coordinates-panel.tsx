"use client";

import { useQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { MapPin, RefreshCw, Wrench } from "lucide-react";
import { apiJson } from "@/lib/api-client";
import { coordinatesQuery, keys, publicLists } from "../../_lib/queries";
import type { GeocodeResult } from "../../_lib/types";
import { Button } from "@/components/ui/button";
import { RunProgress } from "./run-progress";
import { DiagnosticsPanel } from "./panel";
import { Stat } from "./stat";

/** Map Coordinate Diagnostics: counts, suspicious and missing lists, and the two geocoding runs. */
export function CoordinatesPanel() {
  const queryClient = useQueryClient();
  const report = useQuery({ ...coordinatesQuery(), enabled: false });
  const geocode = useMutation({
    mutationFn: (force: boolean) =>
      apiJson<GeocodeResult>("POST", "/api/admin/bulk-geocode", force ? { force: true } : {}),
    onSuccess: async (r, force) => {
      if (force)
        toast.success("Force Re-geocoding Complete", {
          description: `Force re-geocoded ${r.processed} shops. ${r.successful} successful, ${r.failed} failed.`,
        });
      else
        toast.success("Geocoding Complete", {
          description: `Successfully geocoded ${r.successful} shops, ${r.failed} failed.`,
        });
      await Promise.all([
        report.refetch(),
        queryClient.invalidateQueries({ queryKey: keys.approvedShops }),
        ...publicLists.shops.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: (_err, force) =>
      toast.error("Error", {
        description: force ? "Failed to force re-geocode shops" : "Failed to geocode shops",
      }),
  });

  async function check() {
    const result = await report.refetch();
    if (result.isError) toast.error("Error", { description: "Failed to check coordinates" });
  }

  const busy = report.isFetching || geocode.isPending;
  const data = report.data;

  return (
    <DiagnosticsPanel
      id="coords-heading"
      title="Map Coordinate Diagnostics"
      description="Find shops without map coordinates, or pinned to central Dublin by mistake."
      checkLabel="Check Coordinates"
      checking={report.isFetching}
      busy={busy}
      onCheck={() => void check()}
    >
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Total shops" value={data.total} />
            <Stat label="With coordinates" value={data.withCoordinates} tone="green" />
            <Stat
              label="Missing coordinates"
              value={data.missing}
              tone={data.missing ? "red" : "stone"}
            />
            <Stat
              label="Suspicious coordinates"
              value={data.suspicious}
              tone={data.suspicious ? "amber" : "stone"}
            />
          </dl>
          <div className="flex flex-wrap gap-2">
            {data.missing > 0 && (
              <Button onClick={() => geocode.mutate(false)} disabled={busy}>
                <Wrench aria-hidden className="size-4" />
                Fix {data.missing} Missing Coordinates
              </Button>
            )}
            <Button variant="outline" onClick={() => geocode.mutate(true)} disabled={busy}>
              <RefreshCw aria-hidden className="size-4" />
              Force Re-geocode All {data.total} Shops
            </Button>
          </div>
          {geocode.isPending && (
            <RunProgress
              label={
                geocode.variables
                  ? "Re-geocoding all shops"
                  : "Geocoding shops with missing coordinates"
              }
            />
          )}
          <ShopList
            title={`Suspicious coordinates (${data.suspiciousShops.length})`}
            empty="No shops with suspicious coordinates."
            items={data.suspiciousShops.map((s) => ({
              id: s.id,
              name: s.name,
              detail: `${s.town}, ${s.county}${s.eircode ? ` · ${s.eircode}` : ""} · ${s.latitude ?? "?"}, ${s.longitude ?? "?"}`,
            }))}
          />
          {data.outsideIrelandShops.length > 0 && (
            <ShopList
              title={`Outside Ireland (${data.outsideIrelandShops.length}): swapped or mistyped coordinates, fix them with Edit`}
              empty=""
              items={data.outsideIrelandShops.map((s) => ({
                id: s.id,
                name: s.name,
                detail: `${s.town}, ${s.county} · ${s.latitude ?? "?"}, ${s.longitude ?? "?"}`,
              }))}
            />
          )}
          <ShopList
            title={`Missing coordinates (${data.missingShops.length})`}
            empty="Every shop has coordinates."
            items={data.missingShops.map((s) => ({
              id: s.id,
              name: s.name,
              detail: `${s.town}, ${s.county}${s.eircode ? ` · ${s.eircode}` : " · no Eircode"}`,
            }))}
          />
        </>
      )}
    </DiagnosticsPanel>
  );
}

function ShopList({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: { id: string; name: string; detail: string }[];
}) {
  return (
    <div>
      <h4 className="font-semibold text-stone-900">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-2 px-3 py-2 text-sm">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-400" />
              <span>
                <span className="font-medium text-stone-900">{item.name}</span>
                <span className="block text-stone-600">{item.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
