"use client";

import { Search } from "lucide-react";
import { inputClass } from "@/components/forms/field";

/** The search box above a list paged on the server. */
export function ListSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full sm:w-96">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-stone-500" />
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}
