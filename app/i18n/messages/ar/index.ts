/** The Arabic catalogue: one JSON file per namespace (a part of the site), assembled here. */
import categoryHeading from "./categoryHeading.json" with { type: "json" };
import categoryMenu from "./categoryMenu.json" with { type: "json" };
import errors from "./errors.json" with { type: "json" };
import footer from "./footer.json" with { type: "json" };
import language from "./language.json" with { type: "json" };
import nav from "./nav.json" with { type: "json" };
import shell from "./shell.json" with { type: "json" };
import listing from "./listing.json" with { type: "json" };
import search from "./search.json" with { type: "json" };
import visitor from "./visitor.json" with { type: "json" };

export default {
  categoryHeading,
  categoryMenu,
  errors,
  footer,
  language,
  nav,
  shell,
  listing,
  search,
  visitor,
};
