/**
 * Makes the two short demo videos in public/video/ from the project's own generated art:
 * the home hero promo (a slow pan over the skyline poster) and a property tour (a
 * slideshow of listing photos). Run once by a developer: `node scripts/make-videos.ts`
 * (needs ffmpeg: `apt-get install ffmpeg`); the results are committed, so neither the site
 * nor CI needs ffmpeg.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { heroPosterSvg, listingPhotoSvg } from "../demo/art/index.ts";

const out = path.resolve("public/video");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "videos-"));
fs.mkdirSync(out, { recursive: true });

const x264 = ["-c:v", "libx264", "-preset", "slow", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an"];

const hero = path.join(tmp, "hero.png");
await sharp(Buffer.from(heroPosterSvg())).resize({ width: 1920 }).png().toFile(hero);
execFileSync("ffmpeg", ["-y", "-loop", "1", "-i", hero, "-vf", "zoompan=z='1+0.12*on/240':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=240:s=1280x720:fps=30", "-frames:v", "240", ...x264, path.join(out, "dubai-promo.mp4")], { stdio: "inherit" });

const kinds = ["tower", "living-room", "kitchen", "bedroom", "pool"] as const;
const inputs: string[] = [];
for (const [i, kind] of kinds.entries()) {
  const file = path.join(tmp, `tour-${i}.png`);
  await sharp(Buffer.from(listingPhotoSvg(kind, i + 2))).resize({ width: 1280, height: 720, fit: "cover" }).png().toFile(file);
  inputs.push("-loop", "1", "-t", "3", "-i", file);
}
const fades = kinds.slice(1).map((_, i) => `[${i === 0 ? "0" : `v${i}`}][${i + 1}]xfade=transition=fade:duration=0.6:offset=${(i + 1) * 2.4}[v${i + 1}]`).join(";");
execFileSync("ffmpeg", ["-y", ...inputs, "-filter_complex", `${fades};[v${kinds.length - 1}]fps=30,format=yuv420p[out]`, "-map", "[out]", ...x264, path.join(out, "property-tour.mp4")], { stdio: "inherit" });
fs.rmSync(tmp, { recursive: true, force: true });
console.log("written:", fs.readdirSync(out).map((f) => `${f} ${(fs.statSync(path.join(out, f)).size / 1024).toFixed(0)} KB`).join(", "));
