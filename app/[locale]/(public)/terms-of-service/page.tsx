import type { Metadata } from "next";
import { Link } from "@/i18n/navigation";
import { connection } from "next/server";
import { Icon } from "@/components/ui/icon";
import { PolicySection, StaticPage } from "@/components/content/static-page";
import { getEnv } from "@/lib/env";
import { pageMetadata, SITE_NAME, SITE_TAGLINE } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { type LocaleParams, pageLocale, setPageLocale } from "@/i18n/locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  setPageLocale((await params).locale);
  return pageMetadata({
    locale: pageLocale(),
    title: `Terms of Service – ${SITE_TAGLINE}`,
    description:
      "The terms for using the Farm Shops Ireland directory and submitting a farm shop listing: accuracy, content, intellectual property, liability and Irish governing law.",
    path: routes.termsOfService(),
  });
}

export default async function TermsPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  await connection(); // the contact address is configuration, read at request time
  const email = getEnv().CONTACT_EMAIL;

  return (
    <StaticPage
      title="Terms of Service"
      eyebrow="Effective August 2025"
      icon={<Icon name="scale" className="size-9 shrink-0" />}
      intro={<p>The rules for using the directory and for listing a farm shop.</p>}
    >
      <p>
        Please read these terms carefully. They apply to everyone who visits {SITE_NAME} or submits
        a listing to it.
      </p>

      <PolicySection id="acceptance" number={1} title="Acceptance of Terms">
        <p>
          By using this website you agree to these Terms of Service and to our{" "}
          <Link href={routes.privacyPolicy()}>Privacy Policy</Link>. If you do not agree, please do not use
          the website.
        </p>
      </PolicySection>

      <PolicySection id="the-service" number={2} title="The Service">
        <p>
          {SITE_NAME} is a free directory that helps people find farm shops, honesty boxes,
          farmers&apos; market stalls and online farm shops in all 32 counties of Ireland, together
          with their events and stories in our Harvest Hub. Browsing and listing are both free. We
          may change, suspend or stop any part of the service at any time.
        </p>
      </PolicySection>

      <PolicySection id="acceptable-use" number={3} title="Acceptable Use">
        <p>You agree not to:</p>
        <ul>
          <li>submit false, misleading, offensive or unlawful content;</li>
          <li>
            copy the directory in bulk, scrape it automatically or republish it as your own
            database;
          </li>
          <li>
            try to gain access to the administration area or interfere with the site&apos;s security
            or operation;
          </li>
          <li>use contact details from the directory to send unsolicited marketing.</li>
        </ul>
      </PolicySection>

      <PolicySection id="submissions" number={4} title="Shop Listings and Submissions">
        <p>
          Anyone may submit a farm shop for listing. By submitting, you confirm that you own or
          manage the business, or have its permission, and that the details and photos are accurate
          and yours to share. Every submission is reviewed before it is published, and we may edit a
          listing for clarity or consistency, decline it, or remove it at any time without giving a
          reason. Featured placement is at our discretion. You can ask us to update or remove your
          listing at any time by emailing <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </PolicySection>

      <PolicySection id="accuracy" number={5} title="Accuracy of Information">
        <p>
          Listings, opening hours, products, services and events are supplied by shop owners or
          gathered from public sources. We work to keep them current but cannot guarantee that they
          are complete, accurate or up to date. Opening hours and availability change with the
          seasons and the weather: always check directly with the shop before making a special
          journey.
        </p>
      </PolicySection>

      <PolicySection id="content" number={6} title="Events and Harvest Hub Content">
        <p>
          Events are organised by the shops that host them, not by us. Any booking, payment or
          question about an event is between you and the organiser. Harvest Hub articles are for
          general information and enjoyment; they are not professional, food-safety or medical
          advice.
        </p>
      </PolicySection>

      <PolicySection id="intellectual-property" number={7} title="Intellectual Property">
        <p>
          The website&apos;s design, text, artwork and software belong to {SITE_NAME} or its
          licensors. Shop names, logos and photos belong to their owners. By submitting text or
          photos you keep ownership of them and grant us a free, non-exclusive licence to publish,
          resize and display them on the website and in links to it for as long as the listing is
          live. You may share links to our pages freely.
        </p>
      </PolicySection>

      <PolicySection id="third-party" number={8} title="Third-Party Websites">
        <p>
          We link to shop websites, social media, maps and other services that we do not control. We
          are not responsible for their content, products, availability or privacy practices.
        </p>
      </PolicySection>

      <PolicySection id="liability" number={9} title="Limitation of Liability">
        <p>
          To the fullest extent permitted by law, we are not liable for any loss or damage arising
          from your use of the website or from relying on information in it, including a wasted
          journey, a closed shop, a cancelled event, or goods bought from a listed shop. Purchases
          are made directly with the shop. Nothing in these terms limits liability that cannot be
          limited under Irish law, or your statutory rights as a consumer.
        </p>
      </PolicySection>

      <PolicySection id="governing-law" number={10} title="Governing Law">
        <p>
          These terms are governed by the laws of Ireland. Any dispute arising from them or from
          your use of the website is subject to the exclusive jurisdiction of the courts of Ireland,
          without affecting any right you have as a consumer to bring proceedings in the country
          where you live.
        </p>
      </PolicySection>

      <PolicySection id="disclaimer" number={11} title="Disclaimer and Changes">
        <p>
          The website is provided &quot;as is&quot; and &quot;as available&quot;, without warranties
          of any kind. Listings are for information only: please check directly with shops for
          opening times, products and services. We may update these terms from time to time; the
          effective date above shows the latest version, and continuing to use the website means you
          accept the changes. Questions? Email <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </PolicySection>
    </StaticPage>
  );
}
