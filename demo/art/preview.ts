// Dev tool: renders sample SVGs to PNG in /tmp/art-preview (never into the repo), writes contact
// sheets, and times SVG -> WebP with sharp. Usage:
//   node demo/art/preview.ts [name-filter] [count]
// e.g. `node demo/art/preview.ts living-room 12` or `node demo/art/preview.ts "" 2`.
// Timing table (median per kind): `node demo/art/preview.ts --time [count]`.

import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import {
  PHOTO_KINDS,
  SCENE_KINDS,
  areaSceneSvg,
  avatarSvg,
  blogCoverSvg,
  developerLogoSvg,
  heroPosterSvg,
  listingPhotoSvg,
  shortThumbnailSvg,
} from "./index.ts";
import { AGENTS } from "../content/agents.ts";

const out = "/tmp/art-preview";
mkdirSync(out, { recursive: true });
const timing = process.argv[2] === "--time";
const filter = timing ? "" : (process.argv[2] ?? "");
const count = Number(process.argv[3] ?? (timing ? 5 : 2));

const developers = [
  "Emaar Properties",
  "Nakheel",
  "Damac & Sons <Dev>",
  "Sobha Realty",
  "Meraas Holding",
  "Al Habtoor Group",
  "Ellington Properties",
  "Binghatti Developers",
];
const topics = [
  "mortgage",
  "off-plan",
  "rent",
  "investment",
  "community",
  "market",
  "golden-visa",
  "handover",
  "dubai-lifestyle",
];
const titles = [
  "Inside a Marina penthouse with a private pool & sea views",
  "Golden visa in 60 seconds",
  "3 things to check before handover <day 1>",
];

type Job = { name: string; make: (seed: number) => string };
const jobs: Job[] = [
  ...PHOTO_KINDS.map((k) => ({ name: k, make: (s: number) => listingPhotoSvg(k, s) })),
  ...SCENE_KINDS.map((k) => ({
    name: `scene-${k}`,
    make: (s: number) => areaSceneSvg(k, s),
  })),
  { name: "logo", make: (s) => developerLogoSvg(developers[(s - 1) % developers.length]!, s) },
  { name: "avatar", make: (s) => avatarSvg(AGENTS[(s - 1) % AGENTS.length]!.portrait, s) },
  ...topics.map((t) => ({ name: `blog-${t}`, make: (s: number) => blogCoverSvg(t, s) })),
  { name: "short", make: (s) => shortThumbnailSvg(titles[(s - 1) % titles.length]!, s) },
  { name: "hero", make: () => heroPosterSvg() },
];

if (timing) {
  // Median per kind: SVG generation, rasterising only, and SVG -> WebP (quality 80) with sharp.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log("kind                    gen ms  raster ms  webp ms  svg KB");
  for (const job of jobs) {
    const gen: number[] = [];
    const raster: number[] = [];
    const webp: number[] = [];
    const size: number[] = [];
    for (let seed = 1; seed <= (job.name === "hero" ? 3 : count); seed++) {
      let t = performance.now();
      const svg = job.make(seed);
      gen.push(performance.now() - t);
      size.push(svg.length / 1024);
      const input = Buffer.from(svg);
      t = performance.now();
      await sharp(input).raw().toBuffer();
      raster.push(performance.now() - t);
      t = performance.now();
      await sharp(input).webp({ quality: 80 }).toBuffer();
      webp.push(performance.now() - t);
    }
    const f = (x: number) => x.toFixed(0).padStart(8);
    console.log(
      `${job.name.padEnd(22)}${f(median(gen))}${f(median(raster))}${f(median(webp))}${median(size).toFixed(1).padStart(8)}`,
    );
  }
}

for (const job of jobs) {
  if (timing || (filter && !job.name.includes(filter))) continue;
  const times: number[] = [];
  const sizes: number[] = [];
  const files: string[] = [];
  for (let seed = 1; seed <= (job.name === "hero" ? 1 : count); seed++) {
    const svg = job.make(seed);
    const input = Buffer.from(svg);
    const t0 = performance.now();
    await sharp(input).webp({ quality: 80 }).toBuffer();
    times.push(performance.now() - t0);
    sizes.push(svg.length / 1024);
    const file = `${out}/${job.name}-${seed}.png`;
    await sharp(input).png().toFile(file);
    writeFileSync(`${out}/${job.name}-${seed}.svg`, svg);
    files.push(file);
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `${job.name.padEnd(22)} n=${times.length}  svg avg ${avg(sizes).toFixed(1)} KB max ${Math.max(...sizes).toFixed(1)} KB  webp avg ${avg(times).toFixed(0)} ms max ${Math.max(...times).toFixed(0)} ms`,
  );
  if (files.length > 1) await sheet(files, `${out}/_sheet-${job.name}.png`);
}

/** Contact sheet of up to 16 renders, 4 per row. */
async function sheet(files: string[], target: string): Promise<void> {
  const tw = 400;
  const first = await sharp(files[0]!).metadata();
  const th = Math.round((tw * (first.height ?? tw)) / (first.width ?? tw));
  const list = files.slice(0, 16);
  const cols = Math.min(4, list.length);
  const rows = Math.ceil(list.length / cols);
  const tiles = await Promise.all(list.map((f) => sharp(f).resize(tw, th).png().toBuffer()));
  await sharp({
    create: { width: cols * tw + (cols - 1) * 4, height: rows * th + (rows - 1) * 4, channels: 3, background: "#777777" },
  })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * (tw + 4), top: Math.floor(i / cols) * (th + 4) })))
    .png()
    .toFile(target);
}
