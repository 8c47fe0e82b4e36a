import "server-only";
import { AppError } from "@/lib/errors";
import { getStorage } from "./driver";
import { keyFromStoredAddress } from "./keys";

/**
 * Refuses a record that names one of this site's upload addresses with nothing stored behind it
 * (an upload that failed or was cut off halfway stores nothing), so that no shop ever shows a
 * missing or half-written image. Other addresses (bundled /images/…) are left to validation.
 */
export async function assertImagesStored(images: { label: string; url: string | null | undefined }[]): Promise<void> {
  const storage = await getStorage();
  for (const { label, url } of images) {
    const key = url ? keyFromStoredAddress(url) : null;
    if (key && !(await storage.publicAddress(key))) {
      throw new AppError("bad_request", `${label} was not uploaded completely. Please upload it again.`);
    }
  }
}
