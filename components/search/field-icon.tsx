import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";

/**
 * The icon at the left edge of a search box or select. Its parent is `relative`, and the field
 * leaves room for it with `pl-11`.
 */
export function FieldIcon({ name }: { name: IconName }) {
  return (
    <Icon
      name={name}
      className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
    />
  );
}
