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
    title: `Privacy Policy – ${SITE_TAGLINE}`,
    description:
      "How Farm Shops Ireland collects, uses, shares and protects personal data, how long we keep it, and your rights under the GDPR, including how to complain to the Data Protection Commission.",
    path: routes.privacyPolicy(),
  });
}

export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  setPageLocale((await params).locale);
  await connection(); // the contact address is configuration, read at request time
  const email = getEnv().CONTACT_EMAIL;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <StaticPage
      title="Privacy Policy"
      eyebrow="Effective August 2025"
      icon={<Icon name="shield-check" className="size-9 shrink-0" />}
      intro={<p>How we handle personal data when you browse the directory or list a farm shop.</p>}
    >
      <p>
        <strong>Effective date: August 2025.</strong> {SITE_NAME} (&quot;we&quot;, &quot;us&quot;)
        runs a free public directory of farm shops across the 32 counties of Ireland. This policy
        explains what personal data we collect, why, who we share it with, how long we keep it and
        the rights you have under the EU General Data Protection Regulation (GDPR) and the Irish
        Data Protection Acts 1988 to 2018. We are the data controller for the data described here.
      </p>

      <PolicySection id="data-we-collect" number={1} title="Information We Collect">
        <p>
          We collect as little personal data as we can. Depending on how you use the site, this may
          include:
        </p>
        <ul>
          <li>
            <strong>Shop listings you submit:</strong> the shop name, address, Eircode or postcode,
            phone number, email address, website and social media links, opening hours, products,
            services, description and photos. Where a listing names a person, or uses a personal
            phone number or email address, that is personal data.
          </li>
          <li>
            <strong>Messages you send us:</strong> your email address and whatever you include when
            you contact us.
          </li>
          <li>
            <strong>Technical data:</strong> when you visit, our servers briefly record your IP
            address, browser type, the page requested and the time, as every web server does, to
            keep the service running and secure.
          </li>
          <li>
            <strong>Your location, only if you ask:</strong> the &quot;Near me&quot; search asks
            your browser for your location. It is used in your browser to sort shops by distance and
            is not stored by us.
          </li>
          <li id="visitor-counts">
            <strong>Visitor counts, without cookies:</strong> a small script of our own (no third
            party) tells our server which page you viewed and the site you came from, cut to its
            domain (such as google.com), and when you tap Get Directions, a shop&apos;s phone number
            or website, Save or Share, or search (your words and how many shops were found). We only
            keep totals per day: page views, views and taps per shop, searches, referring domains
            and whether views came from a phone, tablet or desktop. To count unique visitors per
            day, the server makes a one-way code from your IP address, your browser&apos;s user
            agent and a random value that is replaced every day and never stored, so the code cannot
            be traced back to you or linked across days. We never store your IP address, user agent
            or any single visit, and we set no cookie and write nothing to your browser&apos;s
            storage for this. Search engines and other robots, and pages your browser only
            prefetches, are not counted. If your browser sends Global Privacy Control or Do Not
            Track, your visit counts only as a page view: no visitor code, referrer, device, taps or
            searches.
          </li>
        </ul>
        <p>
          We do not use advertising or tracking cookies and we do not build visitor profiles. The
          only cookie we set is a strictly necessary session cookie for the site administrator when
          signed in.
        </p>
      </PolicySection>

      <PolicySection id="how-we-use" number={2} title="How We Use Your Information">
        <ul>
          <li>
            To review, publish and keep up to date the farm shop listings and events shown in the
            directory.
          </li>
          <li>
            To contact a shop owner about a submission, for example to confirm that a listing is
            live or to check details.
          </li>
          <li>To reply to questions and requests you send us.</li>
          <li>To keep the website secure, prevent abuse and spam, and fix faults.</li>
          <li>
            To see, from the daily visitor counts, how the directory is used and what visitors
            look for but do not find, and to show each shop owner how often their listing was
            viewed. A listing&apos;s email address gets a monthly summary of those figures, which
            one click on the link in it, or the owner&apos;s update page, switches off.
          </li>
        </ul>
        <p>
          Our legal bases are your consent when you submit a listing or contact us (which you can
          withdraw at any time), and our legitimate interest in running an accurate, secure public
          directory. Business contact details published in a listing are shown because you asked us
          to publish them.
        </p>
      </PolicySection>

      <PolicySection id="sharing" number={3} title="Sharing Your Information">
        <p>
          We do not sell or rent personal data. Listing details that you submit for publication are,
          once approved, visible to everyone who visits the directory. Otherwise we share data only
          with the service providers that help us run the site, under contracts that require them to
          protect it:
        </p>
        <ul>
          <li>our hosting and database providers, which store the directory;</li>
          <li>our image storage provider, which stores and serves shop, event and blog photos;</li>
          <li>our email provider, which delivers messages about submissions;</li>
          <li>
            map and address services (OpenStreetMap-based), which receive shop addresses to place
            shops on the map and, as with any map, your browser&apos;s requests for map tiles.
          </li>
        </ul>
        <p>
          Where a provider processes data outside the European Economic Area, we rely on an adequacy
          decision or the European Commission&apos;s Standard Contractual Clauses. We will disclose
          data to public authorities only where Irish or EU law requires it.
        </p>
      </PolicySection>

      <PolicySection id="retention" number={4} title="Data Retention">
        <ul>
          <li>
            Published listings are kept for as long as the shop is listed. You can ask us to remove
            a listing at any time.
          </li>
          <li>Submissions that are not approved are deleted when they are rejected.</li>
          <li>
            Emails and messages are kept for up to 24 months after the conversation ends, then
            deleted.
          </li>
          <li>Daily visitor counts are kept for 25 months, then deleted.</li>
          <li>
            Server logs are kept for no longer than 30 days unless they are needed to investigate a
            security incident.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="your-rights" number={5} title="Your Rights Under GDPR">
        <p>You have the following rights over your personal data:</p>
        <ul>
          <li>
            <strong>Right of access:</strong> to get a copy of the personal data we hold about you.
          </li>
          <li>
            <strong>Right to rectification:</strong> to have inaccurate or incomplete data
            corrected.
          </li>
          <li>
            <strong>Right to erasure:</strong> to have your data deleted, for example by removing
            your listing.
          </li>
          <li>
            <strong>Right to restriction of processing:</strong> to ask us to limit how we use your
            data while a concern is looked into.
          </li>
          <li>
            <strong>Right to data portability:</strong> to receive the data you gave us in a
            structured, machine-readable format, or have it sent to another organisation.
          </li>
          <li>
            <strong>Right to object:</strong> to object to processing based on our legitimate
            interests.
          </li>
          <li>
            <strong>Right to withdraw consent:</strong> at any time, without affecting processing
            carried out before.
          </li>
        </ul>
        <p>
          To use any of these rights, email {mail}. We will reply within one month. You also have
          the right to lodge a complaint with the Data Protection Commission, the Irish supervisory
          authority, at{" "}
          <a href="https://www.dataprotection.ie" rel="noopener noreferrer">
            www.dataprotection.ie
          </a>
          , or with the supervisory authority of the EU country where you live or work.
        </p>
      </PolicySection>

      <PolicySection id="security" number={6} title="Data Security">
        <p>
          The site is served only over encrypted HTTPS connections. Access to the administration
          area is limited to one administrator and protected by a strong password, rate limiting and
          secure session cookies. Data is stored with reputable providers with appropriate technical
          and organisational safeguards. No system is perfectly secure, but if a breach affecting
          your data occurs we will notify you and the Data Protection Commission as the law
          requires.
        </p>
      </PolicySection>

      <PolicySection id="external-links" number={7} title="External Links">
        <p>
          Listings, events and blog posts link to farm shop websites, social media pages and other
          sites that we do not control. Their own privacy policies apply when you visit them, and we
          are not responsible for how they handle your data.
        </p>
      </PolicySection>

      <PolicySection id="updates" number={8} title="Changes to This Policy">
        <p>
          We may update this policy when the service or the law changes. The effective date at the
          top of the page shows when it last changed. For significant changes we will put a notice
          on the website.
        </p>
      </PolicySection>

      <PolicySection id="contact" number={9} title="Contact Us">
        <p>
          For any question about this policy or your personal data, email {mail}. We reply within 24
          hours on business days. You can also read our{" "}
          <Link href={routes.termsOfService()}>Terms of Service</Link>.
        </p>
      </PolicySection>
    </StaticPage>
  );
}
