/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WebAssembly and data files it loads from its own package folder, and pg has
  // optional native bindings: both must stay plain Node requires, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "sanitize-html"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default nextConfig;
