/*
 * Farm Shops Ireland widgets on any site:
 *   <div data-farm-shop="shop-slug"></div>                 a shop's live status
 *   <div data-farm-shop-county="cork" data-products="Honey"></div>   a county's shops
 *   <script src="https://…/embed.js" async></script>
 * Options: data-theme="light|dark", data-layout="card|badge" (shops), data-lang="en|ga" (the
 * widget's language: English or Irish), data-title (the frame's name).
 * Each div becomes the widget's frame, as tall as the widget: the frame says its height by
 * postMessage, which is taken only from this script's own site and from that frame; the widget
 * answers only the page that framed it, at its origin (in a sandboxed box with no origin of its
 * own, the frame's window alone says it is ours). No cookies, no tracking.
 */
(function () {
  "use strict";
  var me = document.currentScript;
  var site = new URL((me && me.src) || "/embed.js", location.href).origin;
  // In a sandboxed frame without allow-same-origin (a site builder's HTML box) this page's origin
  // is opaque, and so is every frame it makes: their messages come from "null", and reach them
  // only when sent to "*". The frames are still told apart by their windows.
  var opaque = window.origin === "null";
  var frames = [];

  function build(el) {
    if (el.getAttribute("data-farm-shop-frame")) return;
    var shop = el.getAttribute("data-farm-shop");
    var county = el.getAttribute("data-farm-shop-county");
    if (!shop && !county) return;
    el.setAttribute("data-farm-shop-frame", "1");
    var q = new URLSearchParams();
    var theme = el.getAttribute("data-theme");
    var layout = el.getAttribute("data-layout");
    var lang = el.getAttribute("data-lang");
    if (theme) q.set("theme", theme);
    if (shop && layout) q.set("layout", layout);
    if (lang) q.set("lang", lang);
    if (county) {
      (el.getAttribute("data-products") || "").split(",").forEach(function (p) {
        if (p.trim()) q.append("products", p.trim());
      });
    }
    var path = shop ? "/embed/shop/" + encodeURIComponent(shop) : "/embed/county/" + encodeURIComponent(county);
    var frame = document.createElement("iframe");
    frame.src = site + path + (q.toString() ? "?" + q.toString() : "");
    // Without data-title: a generic name in the widget's language. In English the county's name
    // from its slug ("cork" → "Cork": the 32 are one word each); Irish names differ from the slugs.
    frame.title =
      el.getAttribute("data-title") ||
      (lang === "ga"
        ? shop
          ? "Siopa feirme: uaireanta oscailte"
          : "Siopaí feirme an chontae"
        : shop
          ? "Farm shop opening hours"
          : "Farm shops in County " + county.charAt(0).toUpperCase() + county.slice(1).toLowerCase());
    // Until the widget says its height: the plain iframe's sizes (lib/embed/snippet.ts, WIDGET_SIZES).
    frame.style.cssText = "display:block;border:0;width:100%;max-width:600px;height:" + (county ? 640 : layout === "badge" ? 310 : 380) + "px";
    frame.addEventListener("load", function () {
      if (frame.contentWindow) frame.contentWindow.postMessage({ farmShop: "hello" }, opaque ? "*" : site);
    });
    frames.push(frame);
    el.appendChild(frame);
  }

  window.addEventListener("message", function (e) {
    if (e.origin !== (opaque ? "null" : site) || !e.data || e.data.farmShop !== "height") return;
    var height = Math.ceil(Number(e.data.height));
    if (!(height > 0 && height < 5000)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === e.source) frames[i].style.height = height + "px";
    }
  });

  function run() {
    var found = document.querySelectorAll("[data-farm-shop],[data-farm-shop-county]");
    for (var i = 0; i < found.length; i++) build(found[i]);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
})();
