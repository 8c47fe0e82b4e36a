/**
 * Settings shared by playwright.config.ts and the admin browser tests. The admin tests' server
 * sends its geocoding to a loopback stand-in on this port; tests that need geocoding start it (the
 * `geocoder` fixture), and when nothing listens there geocoding fails at once. The public pages'
 * server sends it to the next port, where nothing ever listens.
 */
export const BROWSER_GEOCODER_PORT = Number(process.env.E2E_BROWSER_GEOCODER_PORT ?? 3152);
