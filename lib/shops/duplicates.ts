import "server-only";
import { and, asc, desc, isNull, ne, or, sql, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { farmShops } from "@/lib/db/schema";

export type DuplicateRef = { id: string; name: string; slug: string | null; town: string; county: string; approved: boolean };

const squash = (column: AnyColumn) => sql`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;
const phoneTail = sql`right(regexp_replace(${farmShops.phone}, '[^0-9]', '', 'g'), 9)`;

/** Letters and digits only, lower case: "O'Brien's Farm Shop" and "obriens farm-shop" are one name. */
export function squashText(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The last nine digits: "+353 87 123 4567" and "087 1234567" are one number. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^0-9]/g, "").slice(-9);
}

/**
 * An existing shop (approved first, then the oldest) that a submission looks like: the same
 * name and town once case, spaces and punctuation are ignored, the same phone number (its last
 * nine digits, so that +353 and 0 prefixes match) or the same email address. Spam is never a match.
 */
export async function findDuplicateShop({
  name,
  town,
  phone,
  email,
  excludeId,
}: {
  name: string;
  town: string;
  phone: string | null;
  email: string | null;
  excludeId?: string;
}): Promise<DuplicateRef | null> {
  const db = await getDb();
  const matches = [and(sql`${squash(farmShops.name)} = ${squashText(name)}`, sql`${squash(farmShops.town)} = ${squashText(town)}`)];
  const digits = phone ? phoneDigits(phone) : "";
  if (digits.length >= 7) matches.push(sql`${phoneTail} = ${digits}`);
  if (email) matches.push(sql`lower(${farmShops.email}) = ${email.toLowerCase()}`);
  const [row] = await db
    .select({ id: farmShops.id, name: farmShops.name, slug: farmShops.slug, town: farmShops.town, county: farmShops.county, approved: farmShops.approved })
    .from(farmShops)
    .where(and(or(...matches), isNull(farmShops.spamReason), excludeId ? ne(farmShops.id, excludeId) : undefined))
    .orderBy(desc(farmShops.approved), asc(farmShops.createdAt))
    .limit(1);
  return row ?? null;
}
