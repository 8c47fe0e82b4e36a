"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useAfterHydration } from "@/components/ui/after-hydration";
import { Icon } from "@/components/ui/icon";
import type { ShopImage } from "@/lib/shops/present";

/** The address of a bundled fallback illustration, and its number (1 to 5). */
const FALLBACK_SRC = /^\/images\/fallback\/([1-5])\.svg$/;

type Props = {
  images: readonly ShopImage[];
  /** What the photos show, e.g. the shop's name: names the carousel for screen readers. */
  label: string;
  className?: string;
  /** Load the first image at once (near the top of the page). */
  eager?: boolean;
  /** The page's main image: fetched before other images. */
  priority?: boolean;
  /** Auto-rotation interval in ms; 0 (the default) turns it off. */
  interval?: number;
};

/**
 * Image carousel: previous, next and dots wrap around; 150 ms fade; a single image is a plain
 * frame; Left/Right arrow keys while focus is inside.
 * The server renders the first image only: the controls do nothing before the script runs, so
 * they are drawn in the browser, and the page's HTML does not carry them.
 */
export function ImageCarousel({
  images,
  label,
  className = "",
  eager = false,
  priority = false,
  interval = 0,
}: Props) {
  const t = useTranslations("Carousel");
  // A bundled illustration is described in the page's language (lib/counties/fallback-images.ts).
  const altOf = (image: ShopImage) => {
    const n = FALLBACK_SRC.exec(image.src)?.[1];
    return n ? t(`fallback${n}` as "fallback1") : image.alt;
  };
  const [{ index, previous }, setState] = useState({ index: 0, previous: -1 });
  const hydrated = useAfterHydration();
  const count = images.length;
  const show = (next: number) =>
    setState((s) => ({ index: ((next % count) + count) % count, previous: s.index }));
  const step = (delta: number) =>
    setState((s) => ({ index: (s.index + delta + count) % count, previous: s.index }));

  useEffect(() => {
    if (!interval || count < 2) return;
    const timer = setInterval(
      () => setState((s) => ({ index: (s.index + 1) % count, previous: s.index })),
      interval,
    );
    return () => clearInterval(timer);
  }, [interval, count]);

  const current = images[index];
  const under = previous >= 0 && previous !== index ? images[previous] : undefined;
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === "ArrowLeft") step(-1);
    else if (e.key === "ArrowRight") step(1);
    else return;
    e.preventDefault();
  };

  // One picture is not a carousel: a plain frame, nothing for a screen reader to announce as one.
  if (count < 2)
    return (
      <div className={`carousel-frame ${className}`}>
        {current && (
          // eslint-disable-next-line @next/next/no-img-element -- shop images are remote uploads or bundled SVGs
          <img
            src={current.src}
            alt={altOf(current)}
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="carousel-img"
          />
        )}
      </div>
    );

  return (
    <div
      role="group"
      aria-roledescription={t("roleDescription")}
      aria-label={t("photos", { name: label })}
      className={`group carousel-frame ${className}`}
      onKeyDown={onKeyDown}
    >
      {under && (
        // eslint-disable-next-line @next/next/no-img-element -- shop images are remote uploads or bundled SVGs
        <img
          src={under.src}
          alt=""
          aria-hidden="true"
          className="carousel-img"
        />
      )}
      {current && (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          key={`${index}-${current.src}`}
          src={current.src}
          alt={altOf(current)}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className={`carousel-img ${under ? "animate-fade-in" : ""}`}
        />
      )}
      {hydrated && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            className="absolute top-1/2 left-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md transition hover:bg-white focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
            aria-label={t("previous")}
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-md transition hover:bg-white focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
            aria-label={t("next")}
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1.5 flex justify-center">
            {images.map((img, i) => (
              <button
                key={`${i}-${img.src}`}
                type="button"
                onClick={() => show(i)}
                aria-label={t("show", { n: i + 1, count })}
                aria-current={i === index ? "true" : undefined}
                className="group/dot inline-flex size-6 items-center justify-center"
              >
                <span
                  className={`block rounded-full shadow ring-1 ring-black/20 transition-all ${i === index ? "h-2 w-4 bg-white" : "size-2 bg-white/70 group-hover/dot:bg-white"}`}
                />
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {t("position", { n: String(index + 1), count: String(count) })}
          </p>
        </>
      )}
    </div>
  );
}
