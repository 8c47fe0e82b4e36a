import clsx from "clsx";

export function Stat({
  label,
  value,
  tone = "stone",
}: {
  label: string;
  value: number;
  tone?: "stone" | "green" | "red" | "amber";
}) {
  return (
    <div
      className={clsx("rounded-lg border p-3", {
        "border-stone-200 bg-white": tone === "stone",
        "border-brand-100 bg-brand-50": tone === "green",
        "border-red-200 bg-red-50": tone === "red",
        "border-amber-200 bg-amber-50": tone === "amber",
      })}
    >
      <dt className="text-xs font-medium text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}
