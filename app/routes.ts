/**
 * The route table of spec 2.1, one line per screen. Hold it beside the spec to tick off.
 *
 * Every public page exists in English at its spec address and in Arabic under `/ar`:
 * `pages()` lists them once and is called for each language; the Arabic routes use the same
 * modules with ids prefixed `ar/`, and read their language from the path (app/platform/i18n/locale.ts).
 * Form actions, JSON and XML resources and the back office have one address.
 */
import { type RouteConfig, index, layout, prefix, route, route as routeOf } from "@react-router/dev/routes";
import { CATEGORIES } from "./modules/listings/categories.ts";

/** The public pages in one language: English at the spec's paths, Arabic under ar/ with ids prefixed ar/. */
function pages(lang: "en" | "ar") {
  const at = (path: string) => (lang === "en" ? path : `ar/${path}`);
  const route = (path: string, file: string, options?: { id?: string }) =>
    lang === "en" ? routeOf(path, file, options ?? {}) : routeOf(at(path), file, { id: `ar/${options?.id ?? file.replace(/\.tsx?$/, "")}` });
  return [
    lang === "en" ? index("routes/home.tsx") : routeOf("ar", "routes/home.tsx", { id: "ar/routes/home" }),
    route("property-list", "routes/property-list.tsx"),
    route("property/:pageURL/:unitId", "routes/property-detail.tsx"),
    route("project-list", "routes/project-list.tsx"),
    route("project/:pageURL/:projectId", "routes/project-detail.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blogs/:category", "routes/blogs.tsx", { id: "routes/blogs-category" }),
    route("blogs/:blogTitle/:blogId", "routes/blog-detail.tsx"),
    route("developers", "routes/developers.tsx"),
    route("developer/:url", "routes/developer.tsx"),
    // The agents whose profile is public, and each one's page with its live units.
    route("agents", "routes/agents.tsx"),
    route("agents/:slug", "routes/agent.tsx"),
    route("areas", "routes/areas.tsx"),
    route("area/:url", "routes/area.tsx"),
    route("building/:slug", "routes/building.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("faq", "routes/faq.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-condition", "routes/terms-condition.tsx"),
    route("careers", "routes/careers.tsx"),
    // Category pages (spec 2.5): one module, presets chosen by path (app/modules/listings/categories.ts).
    ...CATEGORIES.map(({ path }) => route(path, "routes/category.tsx", { id: `routes/category/${path}` })),
    route("buying-a-property-in-dubai", "routes/buying-guide.tsx"),
    route("renting-a-property-in-dubai", "routes/renting-guide.tsx"),
    route("property-management", "routes/property-management.tsx"),
    route("communities", "routes/communities.tsx"),
    // The areas ranked by the Dubai Land Department's figures; its CSV is market.csv below.
    route("market", "routes/market.tsx"),
    // The visitor's shortlist and compare table: ids in the URL, kept in the browser.
    route("favourites", "routes/favourites.tsx"),
    route("compare", "routes/compare.tsx"),
    // Saved searches with e-mail alerts: the "Alert me" form and its post (/alerts), and
    // the signed-link pages (/alerts/confirm|unsubscribe|manage/:token). One route: each route costs
    // every page's first load a line of the route manifest.
    route("alerts/:purpose?/:token?", "routes/alerts.tsx"),
    // Data requests (/data-request: the form; /confirm/:token: its mailed link) and marketing's way out (/unsubscribe/:token).
    route("data-request/:purpose?/:token?", "routes/data-request.tsx"),
  ];
}

export default [
  ...pages("en"),
  ...pages("ar"),
  // The visitor's shortlist and the map search's clusters: JSON for the pages' scripts.
  route("shortlist.json", "routes/shortlist[.]json.ts"),
  // The /market table as a CSV download, in the page's language (?lang=ar).
  route("market.csv", "routes/market[.]csv.ts"),
  route("map-search.json", "routes/map-search[.]json.ts"),
  // Lead form actions (spec 5, 7): posted to with or without JavaScript.
  route("forms/lead", "routes/forms.lead.tsx"),
  route("forms/subscribe", "routes/forms.subscribe.tsx"),
  route("forms/viewing", "routes/forms.viewing.tsx"),
  route("forms/countries", "routes/forms.countries.ts"),
  // The back office: staff only, its own shell, code split from the public pages.
  ...prefix("admin", [
    route("sign-in", "routes/admin/sign-in.tsx"),
    // The one-time set-up (identity and first admin) while no admin exists, with the token from the server's log.
    route("setup", "routes/admin/setup.tsx"),
    route("sign-in/code", "routes/admin/sign-in-code.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password/:token", "routes/admin/reset-password.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    // CSV downloads: resource routes, role-checked by their own loaders.
    route("leads.csv", "routes/admin/leads[.]csv.ts"),
    route("subscribers.csv", "routes/admin/subscribers[.]csv.ts"),
    route("privacy/requests/:id.json", "routes/admin/privacy-export[.]json.ts"),
    // A draft's page as the public will see it: staff only, the public layout without the back office's shell.
    route("units/:id/preview", "routes/admin/listing-preview.tsx", { id: "routes/admin/unit-preview" }),
    route("projects/:id/preview", "routes/admin/listing-preview.tsx", { id: "routes/admin/project-preview" }),
    // The listing editor's script sends its files here and reads JSON (a form without it posts to the editor).
    route("units/:id/uploads", "routes/admin/listing-uploads.ts", { id: "routes/admin/unit-uploads" }),
    route("projects/:id/uploads", "routes/admin/listing-uploads.ts", { id: "routes/admin/project-uploads" }),
    // Everything else requires a signed-in member of staff (the layout's loader).
    layout("routes/admin/layout.tsx", [
      index("routes/admin/home.tsx"),
      route("two-factor", "routes/admin/two-factor.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/taps", "routes/admin/lead-taps.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("privacy", "routes/admin/privacy.tsx"),
      // Listings: one table module and one editor module for both kinds (the kind comes from the path).
      route("units", "routes/admin/listings.tsx", { id: "routes/admin/units" }),
      route("units/new", "routes/admin/listing-edit.tsx", { id: "routes/admin/unit-new" }),
      route("units/:id", "routes/admin/listing-edit.tsx", { id: "routes/admin/unit-edit" }),
      route("projects", "routes/admin/listings.tsx", { id: "routes/admin/projects" }),
      route("projects/new", "routes/admin/listing-edit.tsx", { id: "routes/admin/project-new" }),
      route("projects/:id", "routes/admin/listing-edit.tsx", { id: "routes/admin/project-edit" }),
      // Content: page texts, and the revisions of every kind of content.
      route("content", "routes/admin/content-pages.tsx"),
      route("content/:page", "routes/admin/content-page.tsx"),
      route("blogs", "routes/admin/blogs.tsx"),
      route("blogs/new", "routes/admin/blog-edit.tsx", { id: "routes/admin/blog-new" }),
      route("blogs/images", "routes/admin/blog-images.ts"),
      route("blog-categories", "routes/admin/blog-categories.tsx"),
      route("blogs/:id", "routes/admin/blog-edit.tsx", { id: "routes/admin/blog-edit" }),
      route("areas", "routes/admin/areas.tsx"),
      route("areas/new", "routes/admin/area-edit.tsx", { id: "routes/admin/area-new" }),
      route("areas/:id", "routes/admin/area-edit.tsx"),
      route("feeds", "routes/admin/feeds.tsx"),
      route("feeds/runs/:id", "routes/admin/feed-run.tsx"),
      route("feeds/mappings", "routes/admin/feed-mappings.tsx"),
      route("market", "routes/admin/market.tsx"),
      // People and the brokerage: developers, agents, the brokerage's identity, the media library.
      route("developers", "routes/admin/developers.tsx"),
      route("developers/:id", "routes/admin/developer-edit.tsx"),
      route("agents", "routes/admin/agents.tsx"),
      route("agents/new", "routes/admin/agent-edit.tsx", { id: "routes/admin/agent-new" }),
      route("agents/:id", "routes/admin/agent-edit.tsx", { id: "routes/admin/agent-edit" }),
      route("brokerage", "routes/admin/brokerage.tsx"),
      route("lead-routing", "routes/admin/lead-routing.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("history/:kind/:key", "routes/admin/revision-history.tsx"),
      route("revisions/:id", "routes/admin/revision.tsx"),
    ]),
  ]),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("ar/*", "routes/not-found.tsx", { id: "ar/routes/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
