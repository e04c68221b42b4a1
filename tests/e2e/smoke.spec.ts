/** The site answers as a visitor sees it: the home page renders and unknown pages are 404s. */
import { expect, test } from "./fixtures.ts";

test("the home page is server-rendered with its heading", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown page is a friendly 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse properties" })).toBeVisible();
});
