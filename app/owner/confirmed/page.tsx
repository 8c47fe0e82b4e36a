import Link from "next/link";
import { routes } from "@/lib/routes";

/** After the reminder's one-click "everything is still right". */
export default function ConfirmedPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-brand-800 text-3xl font-bold">Thank you</h1>
      <p className="mt-4 text-stone-700">
        We have noted that your listing is still right. Visitors will see that the details were
        checked this month.
      </p>
      <Link href={routes.home()} className="bg-brand-600 hover:bg-brand-700 mt-8 inline-block rounded-full px-6 py-3 font-semibold text-white">
        Back to Farm Shops Ireland
      </Link>
    </div>
  );
}
