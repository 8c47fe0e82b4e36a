import { CoverImage } from "@/components/ui/cover-image";
import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";

/** A post's featured image, or drawn artwork when it has none. Decorative: the title names the post. */
export function PostImage({
  src,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  className?: string;
  priority?: boolean;
}) {
  if (src) {
    return (
      <div className={clsx("bg-brand-50 relative overflow-hidden", className)}>
        <CoverImage src={src} alt="" priority={priority} />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "post-art via-brand-50 to-brand-100 relative overflow-hidden bg-linear-to-br from-amber-50",
        className,
      )}
    >
      <Icon
        name="sprout"
        className="text-brand-600/70 absolute top-1/2 left-1/2 size-12 -translate-x-1/2 -translate-y-1/2"
      />
    </div>
  );
}
