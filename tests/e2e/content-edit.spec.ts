/**
 * Content as data: an editor's change to a page text, written through the
 * content service into the browser tests' database (scripts/e2e-server.ts) by this process, shows
 * on the page without a release: the server sees the data version move and empties its caches.
 */
import { expect, test } from "./fixtures.ts";
import { createDb } from "../../app/platform/db/client.server.ts";
import { updateText } from "../../app/modules/content/pages/write-content.server.ts";

const E2E_DATABASE = "sqlite:data/e2e/site.sqlite";
const ORIGINAL = "The terms that apply when you browse our listings, use our calculators or send us an enquiry.";
const CHANGED = "Edited while the site runs: the terms for using this website and its enquiry forms.";

test("a page text changed through the content service shows on the page", async ({ page }) => {
  const { db } = createDb(E2E_DATABASE);
  const lead = { page: "terms-condition", field: "lead" };
  try {
    await page.goto("/terms-condition");
    await expect(page.getByText(ORIGINAL, { exact: true })).toBeVisible();
    await updateText(db, { ...lead, text: { en: CHANGED } });
    // The server checks the data version about once a second: reload until the new text is served.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(CHANGED, { exact: true })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText(ORIGINAL, { exact: true })).toHaveCount(0);
  } finally {
    await updateText(db, { ...lead, text: { en: ORIGINAL } });
    await db.destroy();
  }
});
