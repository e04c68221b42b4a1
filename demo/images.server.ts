/**
 * Renders the demo's images from the generated art (demo/art) into the media
 * folder: a pool of listing photos shared by units and projects, area scenes, developer
 * logos, agent avatars, blog covers, video-short thumbnails and the home hero poster.
 */
import crypto from "node:crypto";
import type { AgentSeed, AreaSeed, BlogSeed, DeveloperSeed, UnitType, VideoShortSeed } from "./content/types.ts";
import { areaSceneSvg, avatarSvg, blogCoverSvg, developerLogoSvg, heroPosterSvg, listingPhotoSvg, shortThumbnailSvg, type PhotoKind } from "./art/index.ts";
import type { Rng } from "./art/random.ts";
import { PHOTO_VARIANTS, planPhotos } from "./photo-plan.ts";
import { storeSvgImage, type MediaStore } from "./media.server.ts";
import type { Progress } from "./progress.server.ts";

export type SeedImages = {
  areas: string[];
  developers: string[];
  avatars: string[];
  blogs: string[];
  shorts: string[];
  hero: string;
  /** `count` photos for a listing of this type: an exterior first, then rooms. */
  photosFor: (type: UnitType, rng: Rng, count: number) => string[];
  /** What a listing's photo row records about a pooled photo: its size, an alt text and the hash of its source. */
  photoFacts: (path: string) => PhotoFacts;
};

export type PhotoFacts = { width: number; height: number; alt: string; contentHash: string };

/** The pixel size an SVG declares on its root element. */
function svgSize(svg: string, width: number): { width: number; height: number } {
  const m = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg);
  return m ? { width, height: Math.round((width * Number(m[2])) / Number(m[1])) } : { width, height: Math.round((width * 9) / 16) };
}

const PHOTO_KINDS: PhotoKind[] = ["tower", "villa", "townhouse", "penthouse", "living-room", "bedroom", "kitchen", "pool", "view", "lobby"];

/** Runs tasks with at most `limit` at a time, keeping their order in the result. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit = 3): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

export async function SEED_IMAGES(
  store: MediaStore,
  src: { areas: AreaSeed[]; developers: DeveloperSeed[]; agents: AgentSeed[]; blogs: BlogSeed[]; shorts: VideoShortSeed[] },
  progress?: Progress,
): Promise<SeedImages> {
  const total = PHOTO_KINDS.length * PHOTO_VARIANTS + src.areas.length + src.developers.length + src.agents.length + src.blogs.length + src.shorts.length + 1;
  let done = 0;
  const store1 = async (folder: string, name: string, svg: string, width: number) => {
    const path = await storeSvgImage(store, folder, name, svg, width);
    progress?.(++done, total);
    return path;
  };
  const facts = new Map<string, PhotoFacts>();
  const photoTasks = PHOTO_KINDS.flatMap((kind) =>
    Array.from({ length: PHOTO_VARIANTS }, (_, v) => async () => {
      const svg = listingPhotoSvg(kind, v + 1);
      const path = await store1("photos", `${kind}-${v + 1}`, svg, 1600);
      const alt = kind.replace("-", " ").replace(/^./, (c) => c.toUpperCase());
      facts.set(path, { ...svgSize(svg, 1600), alt, contentHash: crypto.createHash("sha256").update(svg).digest("hex") });
      return path;
    }),
  );
  const photos = await pooled(photoTasks);
  const photoPath = new Map<string, string>();
  PHOTO_KINDS.forEach((kind, k) => {
    for (let v = 0; v < PHOTO_VARIANTS; v++) photoPath.set(`${kind}-${v + 1}`, photos[k * PHOTO_VARIANTS + v]!);
  });

  const [areas, developers, avatars, blogs, shorts, hero] = await Promise.all([
    pooled(src.areas.map((a, i) => () => store1("areas", a.slug, areaSceneSvg(a.scene, i + 1), 1600))),
    pooled(src.developers.map((d, i) => () => store1("developers", d.slug, developerLogoSvg(d.name, i + 1), 480))),
    pooled(src.agents.map((a, i) => () => store1("agents", `agent-${i + 1}`, avatarSvg(a.portrait, i + 1), 400))),
    pooled(src.blogs.map((b, i) => () => store1("blogs", b.slug, blogCoverSvg(b.topic, i + 1), 1600))),
    pooled(src.shorts.map((s, i) => () => store1("shorts", s.videoId, shortThumbnailSvg(s.title, i + 1), 720))),
    store1("hero", "dubai-skyline", heroPosterSvg(), 1920),
  ]);

  return {
    areas,
    developers,
    avatars,
    blogs,
    shorts,
    hero,
    photosFor(type, rng, count) {
      return planPhotos(type, rng, count).map((key) => photoPath.get(key)!);
    },
    photoFacts(path) {
      const f = facts.get(path);
      if (!f) throw new Error(`not a pooled photo: ${path}`);
      return f;
    },
  };
}
