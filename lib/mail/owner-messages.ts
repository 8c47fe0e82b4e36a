/**
 * Messages to shop owners about keeping their listing right, as plain text, in the owner's language
 * (lib/mail/language.ts): English as before, or Irish in the words of docs/ga-glossary.md. Pure:
 * addresses and links come in as arguments, already in that language (the Irish shop page).
 */
import type { Locale } from "@/i18n/config";
import { FIELD_LABELS } from "@/lib/validation/owner";
import { contentLanguage, oneLine, type MailMessage } from "./messages";

/** The fields a change can hold (the reviewed ones, lib/validation/owner.ts), as the Irish form names them. */
const IRISH_FIELD_LABELS: Record<string, string> = {
  name: "Ainm an tSiopa",
  shopType: "Cineál Siopa",
  county: "Contae",
  town: "Baile/Cathair",
  address: "Seoladh",
  eircode: "Éirchód",
};

const fieldList = (fields: string[], locale: Locale) =>
  fields.map((f) => (locale === "ga-IE" ? IRISH_FIELD_LABELS[f] : undefined) ?? FIELD_LABELS[f] ?? f).join(", ");

export function updateLinkToOwner({ to, shopName, link, contactEmail, locale = "en-IE" }: { to: string; shopName: string; link: string; contactEmail: string; locale?: Locale }): MailMessage {
  const text =
    locale === "ga-IE"
      ? [
          `Dia duit,`,
          ``,
          `D'iarr duine éigin liostú ${shopName} ar Shiopaí Feirme Éireann a nuashonrú. Más tusa a d'iarr é, oscail an nasc seo chun do chuid athruithe a dhéanamh:`,
          ``,
          link,
          ``,
          `Oibríonn an nasc uair amháin, laistigh de 24 uair an chloig. Nuair a osclaíonn tú é, beidh dhá uair an chloig agat chun do chuid athruithe a dhéanamh.`,
          ``,
          `Murar iarr tusa é seo, is féidir leat neamhaird a dhéanamh den ríomhphost seo: ní athraítear aon rud mura n-osclaítear an nasc. Má tá aon cheist agat, scríobh chugainn ag ${contactEmail}.`,
          ``,
          `Siopaí Feirme Éireann`,
        ]
      : [
          `Hello,`,
          ``,
          `Someone asked to update the listing of ${shopName} on Farm Shops Ireland. If that was you, open this link to make your changes:`,
          ``,
          link,
          ``,
          `The link works once and for 24 hours. After you open it you have two hours to make your changes.`,
          ``,
          `If you did not ask for this, you can ignore this email: nothing changes unless the link is opened. If you have any questions, write to us at ${contactEmail}.`,
          ``,
          `Farm Shops Ireland`,
        ];
  return {
    to,
    subject: `${locale === "ga-IE" ? "Nuashonraigh do liostú" : "Update your listing"}: ${oneLine(shopName)}`,
    text: text.join("\n"),
    headers: contentLanguage(locale),
  };
}

export function changeReviewedToOwner({
  to,
  shopName,
  approved,
  closed = false,
  fields,
  page,
  contactEmail,
  locale = "en-IE",
}: {
  to: string;
  shopName: string;
  approved: boolean;
  /** The listing is marked closed: the changes are made, but nobody sees them, so nothing is "live". */
  closed?: boolean;
  /** The changed fields' keys ("town"), named in the message in its language. */
  fields: string[];
  page: string;
  contactEmail: string;
  locale?: Locale;
}): MailMessage {
  const list = fieldList(fields, locale);
  if (locale === "ga-IE") {
    const subject = !approved ? "Ní dhearnadh do chuid athruithe" : closed ? "Rinneadh do chuid athruithe" : "Tá do chuid athruithe beo";
    const body = !approved
      ? [
          `D'fhéachamar ar na hathruithe a d'iarr tú ar do liostú (${list}), agus ní dhearnamar iad an uair seo.`,
          `Má shíleann tú gur botún é sin, freagair an ríomhphost seo nó scríobh chuig ${contactEmail} agus féachfaimid air arís.`,
          ``,
          `Do liostú: ${page}`,
        ]
      : closed
        ? [
            `Sheiceálamar na hathruithe a d'iarr tú ar do liostú (${list}), agus rinneamar iad.`,
            ``,
            `Tá do liostú marcáilte mar dhúnta, mar sin ní fheiceann cuairteoirí é. Má tá an siopa ar oscailt arís, freagair an ríomhphost seo nó scríobh chuig ${contactEmail} agus cuirfimid ar ais é.`,
          ]
        : [`Sheiceálamar na hathruithe a d'iarr tú ar do liostú (${list}), agus rinneamar iad.`, ``, `Do liostú: ${page}`];
    return {
      to,
      subject: `${subject}: ${oneLine(shopName)}`,
      text: [`Dia duit,`, ``, ...body, ``, `Siopaí Feirme Éireann`].join("\n"),
      headers: contentLanguage(locale),
    };
  }
  const subject = !approved ? "Your changes were not made" : closed ? "Your changes were made" : "Your changes are live";
  const body = !approved
    ? [
        `We looked at the changes you asked for to your listing (${list}), and we have not made them this time.`,
        `If you think we got it wrong, reply to this email or write to ${contactEmail} and we will look again.`,
        ``,
        `Your listing: ${page}`,
      ]
    : closed
      ? [
          `We have checked and made the changes you asked for to your listing (${list}).`,
          ``,
          `Your listing is marked as closed, so visitors do not see it. If the shop has reopened, reply to this email or write to ${contactEmail} and we will put it back.`,
        ]
      : [`We have checked and made the changes you asked for to your listing (${list}).`, ``, `Your listing: ${page}`];
  return {
    to,
    subject: `${subject}: ${oneLine(shopName)}`,
    text: [`Hello,`, ``, ...body, ``, `Farm Shops Ireland`].join("\n"),
    headers: contentLanguage(locale),
  };
}

export function stillRightToOwner({
  to,
  shopName,
  page,
  confirmLink,
  updateLink,
  locale = "en-IE",
}: {
  to: string;
  shopName: string;
  page: string;
  confirmLink: string;
  updateLink: string;
  locale?: Locale;
}): MailMessage {
  const text =
    locale === "ga-IE"
      ? [
          `Dia duit,`,
          ``,
          `Tá ${shopName} liostaithe ar Shiopaí Feirme Éireann le tamall, agus bíonn cuairteoirí ag brath ar na sonraí a bheith ceart: na huaireanta oscailte thar aon ní eile.`,
          ``,
          `Do liostú: ${page}`,
          ``,
          `Má tá gach rud fós ceart, inis dúinn é le cliceáil amháin:`,
          confirmLink,
          ``,
          `Má tá rud éigin athraithe, is féidir leat an liostú a nuashonrú tú féin anseo:`,
          updateLink,
          ``,
          `Oibríonn an dá nasc uair amháin, laistigh de 14 lá. Má dhún an siopa, freagair an ríomhphost seo agus bainfimid an liostú anuas.`,
          ``,
          `Siopaí Feirme Éireann`,
        ]
      : [
          `Hello,`,
          ``,
          `${shopName} has been listed on Farm Shops Ireland for a while, and visitors rely on the details being right: the opening hours above all.`,
          ``,
          `Your listing: ${page}`,
          ``,
          `If everything is still right, one click tells us so:`,
          confirmLink,
          ``,
          `If something has changed, you can update the listing yourself here:`,
          updateLink,
          ``,
          `Both links work once and for 14 days. If the shop has closed, reply to this email and we will take the listing down.`,
          ``,
          `Farm Shops Ireland`,
        ];
  return {
    to,
    subject: `${locale === "ga-IE" ? "An bhfuil do liostú ceart fós?" : "Is your listing still right?"} ${oneLine(shopName)}`,
    text: text.join("\n"),
    headers: contentLanguage(locale),
  };
}
