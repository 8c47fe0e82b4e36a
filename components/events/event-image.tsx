import { useLocale } from "next-intl";
import { CoverImage } from "@/components/ui/cover-image";
import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";
import { shortMonth } from "@/lib/format";

/**
 * An event's picture, else its shop's, else drawn artwork with the start date, so that a
 * card never shows a broken or empty frame. Decorative: the card's heading names the event.
 */
export function EventImage({
  imageUrl,
  eventDate,
  className,
  priority = false,
}: {
  imageUrl: string | null | undefined;
  eventDate: string;
  className?: string;
  priority?: boolean;
}) {
  const locale = useLocale();
  const frame = clsx("relative overflow-hidden bg-brand-50", className);
  if (imageUrl) {
    return (
      <div className={frame}>
        <CoverImage src={imageUrl} alt="" priority={priority} />
      </div>
    );
  }
  return (
    <div
      className={clsx(frame, "event-art")}
      aria-hidden="true"
    >
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="ring-brand-100 flex flex-col items-center rounded-2xl bg-white/90 px-5 py-3 shadow-sm ring-1">
          <span className="text-brand-700 text-xs font-semibold tracking-wider uppercase">
            {shortMonth(eventDate, locale)}
          </span>
          <span className="text-3xl leading-none font-bold text-stone-800">
            {Number(eventDate.slice(8, 10))}
          </span>
          <Icon name="calendar-days" className="text-brand-600 mt-1 size-4" />
        </div>
      </div>
    </div>
  );
}
