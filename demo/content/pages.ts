/**
 * Texts for the site's own pages. Each group lives in a small module; this file gathers them
 * under the names the routes and the seed import.
 */
export { HOME, ABOUT, FAQ_PAGE, DEVELOPERS_PAGE, TESTIMONIALS } from "./pages-home-about.ts";
export { BUYING_GUIDE, RENTING_GUIDE, PROPERTY_MANAGEMENT } from "./pages-guides.ts";
export { CATEGORY_PAGES } from "./pages-categories.ts";
export { COMMUNITIES, CAREERS, META } from "./pages-company.ts";
export { PRIVACY, TERMS } from "./pages-legal.ts";
