/**
 * An uploaded picture filling its positioned frame, cropped to fit (object-cover). A plain <img>:
 * uploads are served as they are (no resizing service), so next/image would add only its own
 * browser JavaScript to every page with an event or post picture. `priority` marks the page's
 * largest paint: eager with fetchpriority="high", which React's server render also preloads from
 * the head (as it does for the shop carousel's first picture); any other picture loads lazily.
 */
export function CoverImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are served unresized; see above
    <img
      src={src}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="absolute inset-0 size-full object-cover"
    />
  );
}
