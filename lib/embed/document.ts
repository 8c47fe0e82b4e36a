import "server-only";
import { createHash } from "node:crypto";
import type { EmbedLayout, EmbedTheme } from "@/lib/validation/embed";

/**
 * The widgets' HTML document: no site chrome, no framework scripts, no cookies, no analytics, no
 * service worker; one inline stylesheet and one inline script, both allowed by their hashes alone.
 * A widget must stay under 15 kB of HTML and 5 kB of script (tests/api/embed.spec.ts measures).
 */

/** Text for HTML, in an element or a quoted attribute. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A link out of the frame: a new top-level tab, so that the visitor keeps the page the widget is on.
 * Screen readers hear that it opens a new tab, in the widget's language (`words.t("newTab")`).
 */
export function outLink(href: string, text: string, className: string, words: { t: (key: "newTab") => string }, extra = ""): string {
  return `<a class="${className}" href="${esc(href)}" target="_blank" rel="noopener"${extra}>${esc(text)}<span class="sr"> ${esc(words.t("newTab"))}</span></a>`;
}

const STYLE = `*{box-sizing:border-box}html,body{margin:0;background:transparent}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
.light{--b:#fff;--t:#1c1917;--m:#57534e;--l:#d6d3d1;--a:#2f6b2a;--at:#fff;--ob:#dcfce7;--ot:#14532d;--cb:#fee2e2;--ct:#991b1b}
.dark{--b:#1c1917;--t:#f5f5f4;--m:#d6d3d1;--l:#57534e;--a:#86efac;--at:#052e16;--ob:#14532d;--ot:#dcfce7;--cb:#7f1d1d;--ct:#fee2e2}
.w{max-width:600px;padding:14px 16px;background:var(--b);color:var(--t);border:1px solid var(--l);border-radius:12px}
h1{margin:0;font-size:17px;line-height:1.25}p{margin:0}
.m{color:var(--m)}.town{margin:2px 0 8px}
.st{display:inline-flex;align-items:center;gap:6px;padding:2px 10px;border-radius:999px;font-weight:600}
.st::before{content:"";flex:none;width:8px;height:8px;border-radius:50%;background:currentColor}
.open{background:var(--ob);color:var(--ot)}.closed{background:var(--cb);color:var(--ct)}
.today{margin-top:8px}.acts{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.btn{display:inline-block;padding:7px 12px;border-radius:8px;border:1px solid var(--a);font-weight:600;text-decoration:none}
.pri{background:var(--a);color:var(--at)}.sec{color:var(--a)}
a{color:var(--a)}a:focus-visible{outline:2px solid var(--a);outline-offset:2px}
.badge.w{padding:10px 12px}.badge h1{font-size:15px}.badge .town{margin:0 0 6px}.badge .acts{margin-top:6px;gap:4px 14px}
.badge .btn{padding:0;border:0;background:none;color:var(--a);text-decoration:underline}
ul{list-style:none;margin:10px 0 12px;padding:0}li{padding:8px 0;border-top:1px solid var(--l)}
li a{font-weight:600}li .st{margin-top:4px;font-size:13px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

/**
 * The widget's own script, optional (everything works without it):
 * - tells the embed script (public/embed.js) the widget's height, but only after that page has
 *   said hello from its parent window, and only to that page's origin (to any, "*", when that
 *   origin is opaque, "null": a sandboxed frame or a file; a height is all it says);
 * - turns Get Directions into the visitor's own maps app, as the shop page does (the rule of
 *   lib/shops/directions.ts's mapsPlatform; the server wrote each platform's address);
 * - tags the links to this site with the framing page's host (`utm_source=<host>&utm_medium=widget`,
 *   from document.referrer, so only as much as that page's referrer policy gives; not for a frame on
 *   this site itself, such as the help page's preview): the page they open would otherwise see the
 *   widget, on this site, as its referrer, and the visit would count with no referring site
 *   (lib/analytics/rules.ts, widgetReferrer). Links to other sites (directions) are left as they are;
 * - draws the widget again when its status changes (data-refresh: in how many seconds, from
 *   lib/embed/status.ts's widgetRefreshSeconds), once the page is in view: a widget left open on a
 *   farm's page says "Closed" after closing time, as the shop page's live status does.
 */
const SCRIPT = `(function(){var p=parent,o=null,w=document.getElementById("w");
function s(){if(o)p.postMessage({farmShop:"height",height:Math.ceil(w.getBoundingClientRect().height)},o)}
addEventListener("message",function(e){if(p!==window&&e.source===p&&e.data&&e.data.farmShop==="hello"){o=e.origin==="null"?"*":e.origin;s()}});
if(window.ResizeObserver)new ResizeObserver(s).observe(w);
var u=navigator.userAgent,k=/Android/i.test(u)?"android":/iPhone|iPad|iPod/i.test(u)||(navigator.maxTouchPoints>1&&/Macintosh/i.test(u))?"ios":"";
if(k)document.querySelectorAll("a[data-"+k+"]").forEach(function(a){a.href=a.getAttribute("data-"+k)});
var f;try{f=new URL(document.referrer)}catch(e){}
if(f&&f.hostname&&f.origin!==location.origin)document.querySelectorAll("a").forEach(function(a){if(a.origin===location.origin){var x=new URL(a.href);x.searchParams.set("utm_source",f.hostname);x.searchParams.set("utm_medium","widget");a.href=x}});
var d=+w.getAttribute("data-refresh")*1e3,t=Date.now()+d;function r(){if(Date.now()>=t&&!document.hidden)location.reload()}
if(d>0){setTimeout(r,d);document.addEventListener("visibilitychange",r)}})();`;

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The widgets' policy: nothing loaded but the inline style and script. Framed by any page: no
 * frame-ancestors at all, since "frame-ancestors *" leaves out the pages with an opaque origin (a
 * site builder's sandboxed HTML box, a page opened from a file).
 */
export const EMBED_CSP = [
  "default-src 'none'",
  `style-src ${hash(STYLE)}`,
  `script-src ${hash(SCRIPT)}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export function widgetDocument({
  title,
  theme,
  layout,
  body,
  lang,
  refresh,
}: {
  title: string;
  theme: EmbedTheme;
  layout: EmbedLayout | "list";
  body: string;
  lang: string;
  /** In how many seconds the widget's script draws it again; none for a page that does not change. */
  refresh?: number;
}): string {
  return `<!doctype html><html lang="${lang}" class="${theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main id="w" class="w ${layout}"${refresh ? ` data-refresh="${refresh}"` : ""}>${body}</main><script>${SCRIPT}</script></body></html>`;
}

/** The size of the widget's own script, for the weight test. */
export const WIDGET_SCRIPT_BYTES = Buffer.byteLength(SCRIPT);
