/** The English catalogue: one JSON file per namespace (a part of the site), assembled here. */
import blog from "./blog.json" with { type: "json" };
import content from "./content.json" with { type: "json" };
import home from "./home.json" with { type: "json" };
import profile from "./profile.json" with { type: "json" };
import categoryHeading from "./categoryHeading.json" with { type: "json" };
import categoryMenu from "./categoryMenu.json" with { type: "json" };
import calculator from "./calculator.json" with { type: "json" };
import contact from "./contact.json" with { type: "json" };
import detail from "./detail.json" with { type: "json" };
import detailTerms from "./detailTerms.json" with { type: "json" };
import errors from "./errors.json" with { type: "json" };
import footer from "./footer.json" with { type: "json" };
import forms from "./forms.json" with { type: "json" };
import mail from "./mail.json" with { type: "json" };
import language from "./language.json" with { type: "json" };
import nav from "./nav.json" with { type: "json" };
import shell from "./shell.json" with { type: "json" };
import listing from "./listing.json" with { type: "json" };
import search from "./search.json" with { type: "json" };
import setup from "./setup.json" with { type: "json" };
import visitor from "./visitor.json" with { type: "json" };
import marketPage from "./marketPage.json" with { type: "json" };
import market from "./market.json" with { type: "json" };
import viewing from "./viewing.json" with { type: "json" };

export default {
  home,
  profile,
  content,
  blog,
  categoryHeading,
  categoryMenu,
  calculator,
  contact,
  detail,
  detailTerms,
  errors,
  footer,
  forms,
  mail,
  language,
  nav,
  shell,
  listing,
  search,
  setup,
  visitor,
  marketPage,
  market,
  viewing,
};
