// Renders sample SVGs to PNG in /tmp/art-preview for eyeballing, and times SVG -> WebP with sharp.
// Usage: node app/db/seed/art/preview.ts [kind-filter] [count]

import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { towerPhoto } from "./photo-tower.ts";
import { createRng } from "./random.ts";

const out = "/tmp/art-preview";
mkdirSync(out, { recursive: true });
const filter = process.argv[2] ?? "";
const count = Number(process.argv[3] ?? 2);

type Job = { name: string; make: (seed: number) => string };
const jobs: Job[] = [{ name: "tower", make: (s) => towerPhoto(createRng(`tower:${s}`)) }];

for (const job of jobs) {
  if (filter && !job.name.includes(filter)) continue;
  for (let seed = 1; seed <= count; seed++) {
    const svg = job.make(seed);
    const t0 = performance.now();
    const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    const ms = performance.now() - t0;
    await sharp(Buffer.from(svg)).png().toFile(`${out}/${job.name}-${seed}.png`);
    writeFileSync(`${out}/${job.name}-${seed}.svg`, svg);
    console.log(`${job.name} #${seed}: svg ${(svg.length / 1024).toFixed(1)} KB, webp ${(webp.length / 1024).toFixed(1)} KB, ${ms.toFixed(0)} ms`);
  }
}
