import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/content/page-banner";

/** Banner shared by the page and its loading state, so nothing jumps when the list arrives. */
export function EventsIntro() {
  return (
    <PageBanner
      eyebrow="What's on"
      title="Farm Shop Events"
      icon={<Icon name="calendar-days" className="size-9 shrink-0" />}
    >
      <p>
        Markets, tastings, workshops and seasonal days out at farm shops across Ireland. Pick a
        county to see what is happening near you.
      </p>
    </PageBanner>
  );
}
