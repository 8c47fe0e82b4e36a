import Link from "next/link";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { CONFIRMED_COOKIE } from "@/lib/listings/link-page";
import { routes } from "@/lib/routes";

/** Decoded, or null when the cookie was tampered with. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** After the reminder's one-click "everything is still right" (only then: see CONFIRMED_COOKIE). */
export default async function ConfirmedPage() {
  const value = (await cookies()).get(CONFIRMED_COOKIE)?.value;
  const name = value ? decoded(value) : null;
  if (!name) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-brand-800 text-3xl font-bold">Thank you</h1>
      <p className="mt-4 text-stone-700">
        {`We have noted that the listing of ${name} is still right. Visitors will see that its details were checked this month.`}
      </p>
      <Link href={routes.home()} className="bg-brand-600 hover:bg-brand-700 mt-8 inline-block rounded-full px-6 py-3 font-semibold text-white">
        Back to Farm Shops Ireland
      </Link>
    </div>
  );
}
