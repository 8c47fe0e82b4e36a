import Image from "next/image";
import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";

const month = new Intl.DateTimeFormat("en-IE", { month: "short", timeZone: "UTC" });

/**
 * An event's picture, else its shop's, else drawn artwork with the start date, so that a
 * card never shows a broken or empty frame. Decorative: the card's heading names the event.
 */
export function EventImage({
  imageUrl,
  eventDate,
  className,
  priority = false,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
}: {
  imageUrl: string | null | undefined;
  eventDate: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const frame = clsx("relative overflow-hidden bg-brand-50", className);
  if (imageUrl) {
    return (
      <div className={frame}>
        <Image
          src={imageUrl}
          alt=""
          fill
          sizes={sizes}
          unoptimized
          priority={priority}
          className="object-cover"
        />
      </div>
    );
  }
  const date = new Date(`${eventDate}T00:00:00Z`);
  return (
    <div
      className={clsx(frame, "from-brand-100 bg-linear-to-br via-emerald-50 to-amber-50")}
      aria-hidden="true"
    >
      <svg
        className="text-brand-600/15 absolute inset-x-0 bottom-0 h-1/2 w-full"
        viewBox="0 0 400 100"
        preserveAspectRatio="none"
      >
        <path d="M0 60 Q100 30 200 55 T400 45 V100 H0Z" fill="currentColor" />
        <path d="M0 80 Q150 55 260 75 T400 70 V100 H0Z" fill="currentColor" />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="ring-brand-100 flex flex-col items-center rounded-2xl bg-white/90 px-5 py-3 shadow-sm ring-1">
          <span className="text-brand-700 text-xs font-semibold tracking-wider uppercase">
            {month.format(date)}
          </span>
          <span className="text-3xl leading-none font-bold text-stone-800">
            {date.getUTCDate()}
          </span>
          <Icon name="calendar-days" className="text-brand-600 mt-1 size-4" />
        </div>
      </div>
    </div>
  );
}
