import { Icon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";
import { useTranslations } from "next-intl";

/** A step of the trail; the last one is the current page and needs no address. */
export type Crumb = { name: string; href?: string };

const COLOURS = {
  // Dark text on the page's light background.
  light: {
    link: "text-brand-700 hover:text-brand-800",
    current: "text-stone-700",
    chevron: "text-stone-400",
  },
  // Light text over a hero image or a dark banner.
  dark: { link: "text-white/85 hover:text-white", current: "text-white", chevron: "text-white/70" },
} as const;

/** Visible breadcrumbs; `on` names the background they sit on. The last crumb is the current page. */
export function Breadcrumbs({
  items,
  on = "light",
}: {
  items: Crumb[];
  on?: keyof typeof COLOURS;
}) {
  const t = useTranslations("Layout");
  const colours = COLOURS[on];
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.name}`} className="flex items-center gap-1">
              {i > 0 ? (
                <Icon name="chevron-right" className={`size-4 ${colours.chevron}`} />
              ) : null}
              {last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={`line-clamp-1 font-medium ${colours.current}`}
                >
                  {item.name}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className={`underline-offset-4 hover:underline ${colours.link}`}
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
