import { OwnerApp } from "./_components/owner-app";

/** Where the mailed link lands: the owner's own listing, ready to edit. */
export default function OwnerPage() {
  return <OwnerApp />;
}
