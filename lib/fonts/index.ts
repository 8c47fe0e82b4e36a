import localFont from "next/font/local";

// Bundled with the app (no font CDN is reachable at build or run time): Inter's latin file cut to
// the features and weights the site uses (scripts/subset-font.sh), 29 kB instead of 48 kB.
export const inter = localFont({
  src: "./inter-latin-subset.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "400 800",
});
