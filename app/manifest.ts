import type { MetadataRoute } from "next";
import { SITE_NAME } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { SAVED_PATH } from "@/lib/pwa/policy";

/** The installable app (served at /manifest.webmanifest; Next.js links it from every page). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: SITE_NAME,
    short_name: "Farm Shops",
    description: "Farm shops across all 32 counties of Ireland: opening hours, products and directions, saved for the road.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    // brand-600 and the page background (stone-50) of app/globals.css.
    theme_color: "#2f6b2a",
    background_color: "#fafaf9",
    lang: "en-IE",
    categories: ["food", "shopping", "travel"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Search farm shops", short_name: "Search", url: routes.search(), icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
      { name: "Saved shops", short_name: "Saved", url: SAVED_PATH, icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }] },
    ],
  };
}
