/**
 * A unit's page against the market: a sale's AED/sqft against its area's median for the same rooms over
 * the last 12 months, in both languages. The expected median and percent are read here in SQL from
 * market_stats, not by the app's comparison code.
 */
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "./fixtures.ts";

type Unit = { id: number; page_url: string; price: number; size_sqft: number; rooms: number; name: string; name_ar: string | null; median: number; count: number };

/** A published sale with 1–6 bedrooms in an area whose latest 12-month window has at least 5 such sales. */
function saleWithMedian(): Unit {
  const db = new DatabaseSync("data/e2e/site.sqlite", { readOnly: true });
  try {
    return db.prepare(`
      select u.id, u.page_url, u.price, u.size_sqft, cast(b.name as integer) as rooms, a.name, a.name_ar, s.median_psf as median, s.count
      from units u
      join bedrooms b on b.id = u.bedroom_id
      join areas a on a.id = u.area_id
      join market_stats s on s.measure = 'sale' and s.scope = 'area' and s.scope_id = u.area_id and s.rooms = cast(b.name as integer)
      where u.purpose_id = 1 and u.state = 'published' and u.size_sqft > 0 and b.name glob '[1-6]' and u.building_id is null
        and s.count >= 5 and s.median_psf is not null
        and s.period = (select max(m.period) from market_stats m where m.measure = 'sale' and m.scope = 'area' and m.scope_id = u.area_id
                        and m.rooms = s.rooms and m.period like '12m:%')
      order by u.id limit 1`).get() as Unit;
  } finally {
    db.close();
  }
}

test("a sale's page compares its price per sqft with its area's median, in English and Arabic", async ({ page }) => {
  const u = saleWithMedian();
  expect(u, "a demo sale with market figures").toBeTruthy();
  const raw = (u.price / u.size_sqft / u.median - 1) * 100;
  const percent = Math.sign(raw) * Math.round(Math.abs(raw));

  await page.goto(`/property/${u.page_url}/${u.id}`);
  const section = page.getByRole("region", { name: "How this price compares" });
  const rooms = u.rooms === 1 ? "1-bedroom homes" : `${u.rooms}-bedroom homes`;
  const sentence =
    percent === 0 ? `In line with the ${u.name} median for ${rooms}` : `${Math.abs(percent)} % ${percent < 0 ? "below" : "above"} the ${u.name} median for ${rooms}`;
  await expect(section.getByText(`${sentence} (last 12 months, ${u.count} sales).`)).toBeVisible();
  await expect(section.getByText("Source: Dubai Land Department")).toBeVisible();

  await page.goto(`/ar/property/${u.page_url}/${u.id}`);
  const ar = page.getByRole("region", { name: "مقارنة هذا السعر بالسوق" });
  const lead = percent === 0 ? "مطابق للوسيط" : `${percent < 0 ? "أقل" : "أعلى"} بنسبة ${Math.abs(percent)} % من الوسيط`;
  await expect(ar.getByText(new RegExp(`^${lead} في ${u.name_ar ?? u.name} لفئة .*\\(آخر 12 شهرًا، ${u.count} عملية بيع\\)\\.$`))).toBeVisible();
  await expect(ar.getByText("المصدر: دائرة الأراضي والأملاك في دبي")).toBeVisible();
});
