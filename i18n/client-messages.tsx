import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { type Messages, pickMessages } from "./pick";

/**
 * Gives the client components below it the messages they read, and only those: every message
 * passed here travels in the page's payload. Name the namespaces or single keys the client
 * components under it use, and place it as high as they share (the layout for the header's,
 * a page for its own), never once per card of a list.
 */
export async function ClientMessages({
  use,
  children,
}: {
  use: readonly string[];
  children: ReactNode;
}) {
  const messages = pickMessages((await getMessages()) as Messages, use);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
