/**
 * Messages to shop owners about keeping their listing right, as plain text. Pure: addresses and
 * links come in as arguments.
 */
import type { MailMessage } from "./messages";

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

export function updateLinkToOwner({ to, shopName, link, contactEmail }: { to: string; shopName: string; link: string; contactEmail: string }): MailMessage {
  return {
    to,
    subject: `Update your listing: ${oneLine(shopName)}`,
    text: [
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
    ].join("\n"),
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
}: {
  to: string;
  shopName: string;
  approved: boolean;
  /** The listing is marked closed: the changes are made, but nobody sees them, so nothing is "live". */
  closed?: boolean;
  fields: string[];
  page: string;
  contactEmail: string;
}): MailMessage {
  const subject = !approved ? "Your changes were not made" : closed ? "Your changes were made" : "Your changes are live";
  const body = !approved
    ? [
        `We looked at the changes you asked for to your listing (${fields.join(", ")}), and we have not made them this time.`,
        `If you think we got it wrong, reply to this email or write to ${contactEmail} and we will look again.`,
        ``,
        `Your listing: ${page}`,
      ]
    : closed
      ? [
          `We have checked and made the changes you asked for to your listing (${fields.join(", ")}).`,
          ``,
          `Your listing is marked as closed, so visitors do not see it. If the shop has reopened, reply to this email or write to ${contactEmail} and we will put it back.`,
        ]
      : [`We have checked and made the changes you asked for to your listing (${fields.join(", ")}).`, ``, `Your listing: ${page}`];
  return {
    to,
    subject: `${subject}: ${oneLine(shopName)}`,
    text: [`Hello,`, ``, ...body, ``, `Farm Shops Ireland`].join("\n"),
  };
}

export function stillRightToOwner({ to, shopName, page, confirmLink, updateLink }: { to: string; shopName: string; page: string; confirmLink: string; updateLink: string }): MailMessage {
  return {
    to,
    subject: `Is your listing still right? ${oneLine(shopName)}`,
    text: [
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
    ].join("\n"),
  };
}
