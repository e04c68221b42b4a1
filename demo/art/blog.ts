// Blog covers (1600x900): an editorial flat illustration chosen by topic keyword. No text: the
// cards crop the cover and lay their date badge over its corner; the category is written beside it.

import { mix, shade } from "./color.ts";
import { palm, roundTree } from "./flora.ts";
import { type Rng, chance, createRng, int, pick, range } from "./random.ts";
import { palettes } from "./sky.ts";
import { burj2d, towerColors, tower2d, towerSheen } from "./skyline.ts";
import { Svg, circle, rect } from "./svg.ts";
import {
  barChart,
  box,
  buildingSite,
  calendar,
  coins,
  crane,
  door,
  goldenCard,
  groundShadow,
  house,
  key,
  keyTag,
  lineChart,
  magnifier,
  percentBadge,
  person,
} from "./blog-props.ts";

const W = 1600;
const H = 900;

type Theme = "mortgage" | "off-plan" | "rent" | "investment" | "community" | "market" | "golden-visa" | "handover" | "city";

const keywords: readonly (readonly [Theme, RegExp])[] = [
  ["golden-visa", /golden|visa|residen/],
  ["off-plan", /off.?plan|construction|launch|develop|project/],
  ["mortgage", /mortgage|loan|financ|bank|interest/],
  ["handover", /handover|hand.?over|move|snag|keys?\b/],
  ["rent", /rent|lease|tenan|landlord|ejari/],
  ["investment", /invest|roi|yield|return|portfolio/],
  ["market", /market|price|trend|report|data|index/],
  ["community", /community|communit|neighbo|family|school|lifestyle|area|guide/],
];

export function themeFor(topic: string): Theme {
  const t = topic.toLowerCase();
  for (const [theme, re] of keywords) if (re.test(t)) return theme;
  return "city";
}

const backgrounds = [
  ["#eaf2fb", "#cfe1f5", "#2f5d8a"],
  ["#fdf1e6", "#f7d9bd", "#c0673f"],
  ["#edf6ef", "#cfe8d6", "#2f7a55"],
  ["#f3eefb", "#ddd2f2", "#6a4fa3"],
  ["#fff7e0", "#f6e2a8", "#b8862a"],
  ["#e9f5f6", "#c5e4e7", "#1f7a80"],
] as const;

function skylineBand(rng: Rng, ground: number, color: string, count: number): string {
  const p = palettes.day;
  let out = "";
  for (let i = 0; i < count; i++) {
    const w = range(rng, 50, 110);
    out += tower2d(rng, {
      x: (W / count) * i + range(rng, -20, 20),
      base: ground,
      w,
      h: range(rng, 120, 320),
      style: pick(rng, ["box", "setback", "taper", "round", "crown"] as const),
      color,
      side: 0,
      detail: 0,
      lit: p.lit,
      litRatio: 0,
    });
  }
  return out;
}

export function blogCover(topic: string, seed: number): string {
  const rng = createRng(`blog:${topic}:${seed}`);
  const doc = new Svg(W, H);
  const theme = themeFor(topic);
  const [bgA, bgB, accent] = pick(rng, backgrounds);
  doc.add(
    rect(
      0,
      0,
      W,
      H,
      doc.linear(
        [
          [0, bgA],
          [1, bgB],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // Soft decorative blobs and a horizon band of city silhouettes.
  doc.add(circle(W * range(rng, 0.55, 0.8), H * range(rng, 0.3, 0.5), H * range(rng, 0.35, 0.48), "#ffffff", { opacity: 0.45 }));
  doc.add(circle(W * range(rng, 0.05, 0.25), H * range(rng, 0.75, 0.95), H * 0.25, shade(bgB, -0.04), { opacity: 0.6 }));
  const ground = H * 0.8;
  doc.add(skylineBand(rng, ground, mix(bgB, accent, 0.18), 14));
  doc.add(rect(0, ground, W, H - ground, shade(bgB, -0.06)));
  const cx = W * range(rng, 0.46, 0.56);
  const gold = "#e6b44c";
  const warm = pick(rng, ["#e07a5f", "#f2a541", "#3d5a80", "#81b29a", "#c8553d"]);
  switch (theme) {
    case "mortgage":
      doc.add(groundShadow(cx, ground, 560), house(cx, ground, 380, "#f7f3ec", warm, accent));
      doc.add(
        key(cx + 300, ground - 300, 220, gold, -35),
        coins(cx - 330, ground, int(rng, 4, 6), 110),
        percentBadge(cx - 250, ground - 420, 70, accent),
      );
      break;
    case "off-plan":
      doc.add(rect(0, 0, W, ground, "#ffffff", { opacity: 0.25 }));
      doc.add(
        groundShadow(cx, ground, 520),
        buildingSite(cx - 150, ground, 300, 560, mix("#6f9cc4", accent, 0.2), "#c9c2b6", range(rng, 0.35, 0.6)),
      );
      doc.add(crane(cx + 230, ground, 640, "#f2b233"), crane(cx - 420, ground, 440, shade("#f2b233", -0.1)));
      doc.add(
        rect(cx - 620, ground - 70, 230, 70, "#dfe9f3", { rx: 10 }) +
          rect(cx - 600, ground - 56, 190, 8, accent, { opacity: 0.5 }) +
          rect(cx - 600, ground - 38, 140, 8, accent, { opacity: 0.35 }),
      );
      break;
    case "rent": {
      const sheen = towerSheen(doc);
      doc.add(groundShadow(cx - 120, ground, 420));
      doc.add(
        tower2d(rng, {
          x: cx - 300,
          base: ground,
          w: 300,
          h: 520,
          style: "box",
          color: mix("#8fb3d1", accent, 0.15),
          side: 70,
          detail: 2,
          lit: "#f7e7b5",
          litRatio: 0.12,
          sheen,
        }),
      );
      doc.add(
        calendar(cx + 120, ground - 430, 300, warm),
        keyTag(cx + 160, ground - 120, 180, accent),
        key(cx + 330, ground - 70, 150, gold, 10),
      );
      break;
    }
    case "investment":
      doc.add(
        groundShadow(cx, ground, 640),
        barChart(cx - 300, ground, 600, 420, [
          mix(accent, "#ffffff", 0.4),
          mix(accent, "#ffffff", 0.2),
          accent,
          shade(accent, -0.15),
          warm,
        ]),
      );
      doc.add(coins(cx - 430, ground, int(rng, 5, 7), 120), coins(cx + 400, ground, int(rng, 3, 4), 100));
      doc.add(roundTree(rng, cx + 400, ground - 70, 150, "#6aa35a", "#7a5a3a"));
      break;
    case "community": {
      doc.add(groundShadow(cx, ground, 900));
      const walls = ["#f7f3ec", "#f1e4cf", "#efe9df"];
      for (let i = -1; i <= 1; i++)
        doc.add(house(cx + i * 300, ground, 240, walls[i + 1]!, i === 0 ? warm : shade(warm, 0.15), accent));
      for (const x of [cx - 480, cx + 470]) doc.add(palm(rng, x, ground, 330, { trunk: "#8a6a4c", leaf: "#4f8a45" }));
      const skins = ["#f0c6a3", "#b97e57", "#7a4a30", "#e3b18c"];
      for (let i = 0; i < 4; i++)
        doc.add(
          person(
            cx - 220 + i * 120 + range(rng, -10, 10),
            H * 0.92,
            range(rng, 90, 130),
            pick(rng, [warm, accent, "#81b29a", "#f2cc8f"]),
            pick(rng, skins),
            "#2b1d14",
          ),
        );
      break;
    }
    case "market":
      doc.add(burj2d(cx + 380, ground, 620, mix("#9db6cf", accent, 0.15), palettes.day));
      doc.add(
        lineChart(cx - 420, ground - 470, 620, 360, accent, [0.2, 0.35, 0.3, 0.5, 0.45, 0.7, 0.85]),
        magnifier(cx + 170, ground - 160, 90, shade(accent, -0.1)),
      );
      break;
    case "golden-visa":
      doc.add(
        rect(
          0,
          0,
          W,
          ground,
          doc.radial(
            [
              [0, "#fff1c7", 0.8],
              [1, "#fff1c7", 0],
            ],
            0.55,
            0.45,
            0.6,
          ),
        ),
      );
      doc.add(burj2d(cx + 330, ground, 600, "#d9b46a", palettes.golden));
      doc.add(goldenCard(cx - 420, ground - 430, 460, -8, "#e2b34f"), goldenCard(cx - 300, ground - 330, 460, 6, "#f0c766"));
      doc.add(groundShadow(cx - 100, ground, 500));
      break;
    case "handover":
      doc.add(door(cx - 110, ground, 220, 400, "#3a4a5f", accent));
      doc.add(
        box(cx + 180, ground, 150, "#d9a66b"),
        box(cx + 350, ground, 120, "#c99258"),
        box(cx + 240, ground - 120, 110, "#e0b27a"),
      );
      doc.add(key(cx - 380, ground - 260, 200, gold, 25), roundTree(rng, cx - 430, ground, 260, "#6aa35a", "#7a5a3a"));
      break;
    default: {
      const colors = towerColors(palettes.day);
      const sheen = towerSheen(doc);
      doc.add(burj2d(cx, ground, 700, "#b9c8d6", palettes.day));
      for (let i = 0; i < 6; i++) {
        const x = cx + (i < 3 ? -1 : 1) * (120 + (i % 3) * 150) - 50;
        doc.add(
          tower2d(rng, {
            x,
            base: ground,
            w: range(rng, 90, 130),
            h: range(rng, 220, 420),
            style: pick(rng, ["box", "round", "twist", "crown"] as const),
            color: pick(rng, colors),
            side: 24,
            detail: 2,
            lit: "#f7e7b5",
            litRatio: 0.05,
            sheen,
          }),
        );
      }
    }
  }
  if (chance(rng, 0.5)) doc.add(palm(rng, W * 0.92, ground + 10, 300, { trunk: "#8a6a4c", leaf: "#4f8a45" }, -0.1));
  return doc.toString();
}
