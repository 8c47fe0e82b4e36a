import Image from "next/image";
import { ImageOff } from "lucide-react";

/** The shop's uploaded images side by side, or a placeholder when it has none. */
export function ShopImages({
  name,
  images,
  className = "h-32",
}: {
  name: string;
  images: (string | null)[];
  className?: string;
}) {
  const shown = images.filter((src): src is string => Boolean(src && src.trim()));
  if (shown.length === 0) {
    return (
      <div
        className={`flex items-center justify-center gap-2 rounded-lg bg-stone-100 text-sm text-stone-500 ${className}`}
      >
        <ImageOff aria-hidden className="size-5" />
        No image
      </div>
    );
  }
  return (
    <div
      className={`grid gap-1 overflow-hidden rounded-lg ${shown.length > 1 ? "grid-cols-2" : "grid-cols-1"} ${className}`}
    >
      {shown.map((src, i) => (
        <div key={src} className="relative h-full min-h-0 bg-stone-100">
          <Image
            src={src}
            alt={`${name}, image ${i + 1}`}
            fill
            unoptimized
            sizes="(min-width: 768px) 20rem, 100vw"
            className="object-cover"
          />
        </div>
      ))}
    </div>
  );
}
