import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { connection } from "next/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { turnstileSiteKey } from "@/lib/security/turnstile";
import { SubmitShopForm } from "./_components/submit-shop-form";
import { routes } from "@/lib/routes";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "List Your Farm Shop – Farm Shops Ireland",
    description:
      "List your farm shop on Farm Shops Ireland for free. Tell visitors what you grow and sell, when you open and where to find you; we review every listing within 2-3 business days.",
    path: routes.submit(),
  });
}

const STEPS: { icon: IconName; text: string }[] = [
  { icon: "circle-check", text: "Listing is free: fill in the form below with your shop's details." },
  { icon: "clock", text: "We review every submission within 2-3 business days." },
  { icon: "mail", text: "You will get an email confirmation once your shop is live." },
];

export default async function SubmitPage() {
  // Rendered per request so that its scripts carry this response's CSP nonce (lib/security/csp.ts).
  await connection();
  return (
    <div className="bg-brand-50/60 pb-16">
      <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
        <h1 className="text-brand-800 text-3xl font-bold tracking-tight sm:text-4xl">
          List Your Farm Shop
        </h1>
        <p className="mt-3 max-w-2xl text-stone-700">
          Help people across Ireland find your farm shop, honesty box or market stall. Fields marked
          with an asterisk (*) are required.
        </p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-3">
          {STEPS.map(({ icon, text }) => (
            <li
              key={text}
              className="flex items-start gap-2 rounded-lg bg-white p-3 text-sm text-stone-700 shadow-sm"
            >
              <Icon name={icon} className="text-brand-600 mt-0.5 size-4 shrink-0" />
              {text}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <SubmitShopForm turnstileSiteKey={turnstileSiteKey()} />
        </div>
      </div>
    </div>
  );
}
