/**
 * The server's plain `<a>` (ServerLink) must write exactly what React Router's Link writes, or
 * hydration would find different markup: both rendered on the server, for the kinds of links the site has.
 */
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { Link as RouterLink, StaticRouter, type LinkProps } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerLink } from "./link.tsx";

function render(component: typeof RouterLink | typeof ServerLink, props: LinkProps, location: string) {
  return renderToString(h(StaticRouter, { location }, h(component as typeof RouterLink, props)));
}

const cases: [string, LinkProps][] = [
  ["home logo", { to: "/", className: "flex items-center", title: "Skyline Homes, home", children: "Skyline Homes" }],
  ["list page with a query", { to: "/property-list?purpose=1&page=2", rel: "next", "aria-label": "Next page", children: "›" }],
  [
    "card link with intent prefetch",
    {
      to: "/property/2-bed-apartment-in-dubai-marina/42",
      prefetch: "intent",
      className: "after:absolute",
      children: "2 Bed Apartment",
    },
  ],
  ["hidden photo link", { to: "/project/marina-vista/7", tabIndex: -1, "aria-hidden": true, children: "photo" }],
  ["hash", { to: "/area/dubai-marina#map", children: "Map" }],
  ["new tab with a click handler", { to: "/blogs", target: "_blank", onClick: () => {}, children: "Blogs" }],
  ["no discovery", { to: "/faq", discover: "none", children: "FAQ" }],
  ["encoded characters", { to: "/property-list?area=Dubai%20Marina&type=Villa", children: "Villas" }],
  ["relative (React Router's own)", { to: "?page=3", children: "3" }],
  ["external (React Router's own)", { to: "https://wa.me/971500000000", children: "WhatsApp" }],
];

describe("ServerLink", () => {
  for (const location of ["/", "/property-list?purpose=2", "/developer/emaar-properties"]) {
    it.each(cases)(`writes React Router's markup: %s (at ${location})`, (_name, props) => {
      const expected = render(RouterLink, props, location);
      expect(render(ServerLink, props, location)).toBe(expected);
      expect(expected).toContain("<a ");
    });
  }
});
