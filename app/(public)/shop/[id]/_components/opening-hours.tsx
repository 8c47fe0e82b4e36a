import { DAYS } from "@/lib/hours/types";
import { openSlot } from "@/lib/hours/status";
import type { OpeningHours as Hours } from "@/lib/hours/types";

/** Monday to Sunday: 'Closed' in red, or open - close (spec section 2). */
export function OpeningHours({ hours }: { hours: Hours }) {
  return (
    <section
      aria-labelledby="hours-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="hours-title" className="text-lg font-semibold">
        Opening Hours
      </h2>
      <dl className="mt-4 divide-y divide-stone-100 text-sm">
        {DAYS.map((day) => {
          const slot = openSlot(hours[day]);
          return (
            <div key={day} className="flex justify-between gap-4 py-2">
              <dt className="font-medium text-stone-700">
                {day.charAt(0).toUpperCase() + day.slice(1)}
              </dt>
              <dd className={slot ? "text-stone-900 tabular-nums" : "font-medium text-red-700"}>
                {slot ? `${slot.openText} - ${slot.closeText}` : "Closed"}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-stone-600">
        Times are Irish time. Please check with the shop before a long trip.
      </p>
    </section>
  );
}
