export type Messages = Record<string, unknown>;

/**
 * The entries named by dotted paths ("Header", "Shop.save"), in the messages' own nesting. The
 * messages themselves are never changed: a namespace picked whole and then reached into again is
 * copied first.
 */
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
      else into = into[key] = { ...((into[key] as Messages | undefined) ?? {}) };
    });
  }
  return picked;
}
