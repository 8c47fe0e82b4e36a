/**
 * Settings shared by playwright.config.ts and the admin/submit browser tests. The browser tests'
 * server sends its geocoding to a loopback stand-in on this port; tests that need geocoding start
 * it (the `geocoder` fixture), and when nothing listens there geocoding fails at once.
 */
export const BROWSER_GEOCODER_PORT = Number(process.env.E2E_BROWSER_GEOCODER_PORT ?? 3152);

/** Where the admin-setup project saves the signed-in admin's cookies. */
export const ADMIN_STORAGE_STATE = "tests/e2e/.auth/admin.json";
