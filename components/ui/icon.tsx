import { ICON_SPRITE_URL, type IconName } from "./icon-names";

/**
 * A decorative icon from the sprite (lucide's drawing, sized and coloured by className like a
 * lucide-react icon: `size-4 text-brand-600`). Its stroke style comes from the `icon` class in
 * globals.css. Always hidden from screen readers: the text next to it names the thing.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
