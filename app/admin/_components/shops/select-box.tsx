"use client";

/** The tick box that adds a shop to the selection. */
export function SelectBox({ name, checked, onChange }: { name: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${name}`}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      className="accent-brand-600 size-4 shrink-0"
    />
  );
}
