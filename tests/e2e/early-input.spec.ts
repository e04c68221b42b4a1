/**
 * A visitor on a slow phone uses the server-rendered forms before the JavaScript has arrived:
 * what they chose or typed is still there, and still used, once the page is interactive
 * (app/ui/adopt-early-input.ts). The page's scripts are held back until the fields are filled.
 */
import { expect, test } from "./fixtures.ts";
import { holdScripts, hydrated } from "./audit-helpers.ts";

test("choices and text entered before hydration are kept and searched with", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/project-list", { waitUntil: "commit" });
  const form = page.getByRole("search", { name: "Search projects" });
  await form.getByLabel("Developer").selectOption({ label: "Emaar Properties" });
  await form.getByLabel("Status").selectOption({ label: "Off-plan" });
  const newsletter = page.getByRole("form", { name: "Subscribe to our newsletter" });
  await newsletter.getByLabel("Name").fill("Early Visitor");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(0);

  release();
  await hydrated(page);
  // Re-render the search form (open the bedrooms panel, pick one): the early choices stay.
  await form.getByRole("button", { name: /Bedroom/ }).click();
  await form.getByRole("group", { name: "Bedroom" }).getByRole("button", { name: "2", exact: true }).click();
  await expect(form.getByLabel("Developer")).toHaveValue(/^[1-9]\d*$/);
  await expect(newsletter.getByLabel("Name")).toHaveValue("Early Visitor");

  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/project-list\?developersId=\d+&status=1&beds=\d+$/);
  await expect(form.getByLabel("Developer").locator("option:checked")).toHaveText("Emaar Properties");
});
