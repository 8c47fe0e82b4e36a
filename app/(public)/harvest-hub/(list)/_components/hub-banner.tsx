import { Icon } from "@/components/ui/icon";
import { PageBanner } from "@/components/content/page-banner";

/** Shared by the list and its loading state. */
export function HubBanner() {
  return (
    <PageBanner
      eyebrow="Stories from the farm gate"
      title="Harvest Hub"
      icon={<Icon name="sprout" className="size-9 shrink-0" />}
    >
      <p>
        Seasonal guides, farm stories and practical tips from Ireland&apos;s farm shops and the
        people who run them.
      </p>
    </PageBanner>
  );
}
