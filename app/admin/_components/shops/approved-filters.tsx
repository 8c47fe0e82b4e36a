"use client";

import { Search } from "lucide-react";
import { SHOP_TYPES } from "@/lib/catalog";
import { COUNTY_NAMES } from "@/lib/counties";
import { inputClass } from "@/components/forms/field";

export type ApprovedFilterValues = {
  q: string;
  county: string;
  type: string;
  featured: "" | "true" | "false";
  hasEvents: boolean;
  missingCoordinates: boolean;
  needsChecking: boolean;
  sort: string;
};

export const NO_FILTERS: ApprovedFilterValues = {
  q: "",
  county: "",
  type: "",
  featured: "",
  hasEvents: false,
  missingCoordinates: false,
  needsChecking: false,
  sort: "",
};

const TYPE_LABELS: Record<string, string> = {
  physical: "Farm shop",
  online: "Online only",
  "honesty-box": "Honesty box",
  "farmers-market": "Farmers market",
};

/** Search, filters and order of the approved list; each change asks the server for a new first page. */
export function ApprovedFilters({
  values,
  onChange,
}: {
  values: ApprovedFilterValues;
  onChange: (next: ApprovedFilterValues) => void;
}) {
  const set = <K extends keyof ApprovedFilterValues>(key: K, value: ApprovedFilterValues[K]) => onChange({ ...values, [key]: value });
  const select = `${inputClass} w-auto`;
  return (
    <div className="space-y-3">
      <div className="relative w-full sm:w-96">
        <label htmlFor="approved-filter" className="sr-only">
          Filter approved shops
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-stone-500" />
        <input
          id="approved-filter"
          type="search"
          placeholder="Search name, town, county, email, phone or Eircode"
          value={values.q}
          onChange={(e) => set("q", e.target.value)}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <div className="flex items-center gap-1.5">
          <label htmlFor="approved-county">County</label>
          <select id="approved-county" className={select} value={values.county} onChange={(e) => set("county", e.target.value)}>
            <option value="">All counties</option>
            {COUNTY_NAMES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-1.5">
          <label htmlFor="approved-type">Type</label>
          <select id="approved-type" className={select} value={values.type} onChange={(e) => set("type", e.target.value)}>
            <option value="">All types</option>
            {SHOP_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t] ?? t}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-1.5">
          <label htmlFor="approved-featured">Featured</label>
          <select id="approved-featured" className={select} value={values.featured} onChange={(e) => set("featured", e.target.value as ApprovedFilterValues["featured"])}>
            <option value="">Any</option>
            <option value="true">Featured</option>
            <option value="false">Not featured</option>
          </select>
        </div>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" className="accent-brand-600 size-4" checked={values.hasEvents} onChange={(e) => set("hasEvents", e.target.checked)} />
          Has events
        </label>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" className="accent-brand-600 size-4" checked={values.missingCoordinates} onChange={(e) => set("missingCoordinates", e.target.checked)} />
          Missing coordinates
        </label>
        <label className="flex items-center gap-1.5">
          <input type="checkbox" className="accent-brand-600 size-4" checked={values.needsChecking} onChange={(e) => set("needsChecking", e.target.checked)} />
          Needs checking
        </label>
        <div className="flex items-center gap-1.5">
          <label htmlFor="approved-sort">Sort</label>
          <select id="approved-sort" className={select} value={values.sort} onChange={(e) => set("sort", e.target.value)}>
            <option value="">Name (A–Z)</option>
            <option value="-name">Name (Z–A)</option>
            <option value="county">County</option>
            <option value="town">Town</option>
            <option value="newest">Newest</option>
            <option value="recent">Recently changed</option>
            <option value="updated">Longest unchanged</option>
          </select>
        </div>
      </div>
    </div>
  );
}

/** The filters as query parameters: only the ones set, so that the plain list has a plain address. */
export function filterParams(values: ApprovedFilterValues, q: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.trim()) params.q = q.trim();
  if (values.county) params.county = values.county;
  if (values.type) params.type = values.type;
  if (values.featured) params.featured = values.featured;
  if (values.hasEvents) params.hasEvents = "true";
  if (values.missingCoordinates) params.missingCoordinates = "true";
  if (values.needsChecking) params.needsChecking = "true";
  if (values.sort) params.sort = values.sort;
  return params;
}
