import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

type Messages = Record<string, unknown>;

/** The entries named by dotted paths ("Header", "Shop.save"), in the messages' own nesting. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const dotted of paths) {
    const keys = dotted.split(".");
    let from: unknown = messages;
    for (const key of keys)
      from = from && typeof from === "object" ? (from as Messages)[key] : undefined;
    if (from === undefined) throw new Error(`No message at "${dotted}"`);
    let into = picked;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) into[key] = from;
      else into = (into[key] ??= {}) as Messages;
    });
  }
  return picked;
}

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
