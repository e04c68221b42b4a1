/**
 * Video shorts for the home page (spec 2.3, 7): the channel's latest short videos from the
 * YouTube Data API search call (channel, 10 results, by date, type video, short duration),
 * fetched on the server so the API key never reaches the browser, and cached for an hour.
 * Without a key, or when the call fails, the stored fallback list (`video_shorts`) is used.
 */
import { z } from "zod";
import type { Db } from "../../../platform/db/client.server.ts";
import type { SiteInfo } from "../../../platform/context.ts";
import { MAX_VIDEO_RESULTS } from "../../../platform/constants.ts";
import { getLogger } from "../../../platform/logger.server.ts";
import { cacheArea } from "../../../platform/cache/cache.server.ts";
import { readBrokerageSettings } from "../pages/read-content.server.ts";

type VideoShort = {
  videoId: string;
  title: string;
  description: string;
  /** Thumbnail URL (i.ytimg.com from the API, or a generated /media image from the fallback list). */
  thumbnail: string | null;
};

const CACHE_MS = 60 * 60 * 1000;
/** After a failed call, wait this long before asking the API again (the fallback shows meanwhile). */
const FAILURE_BACKOFF_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 3000;

const searchResponse = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().regex(/^[\w-]{6,20}$/) }).loose(),
        snippet: z
          .object({
            title: z.string().default(""),
            description: z.string().default(""),
            thumbnails: z.record(z.string(), z.object({ url: z.string() }).loose()).optional(),
          })
          .loose(),
      }).loose(),
    )
    .default([]),
}).loose();

/**
 * One entry per channel in the `video-shorts` cache area (app/platform/cache/cache.server.ts); concurrent
 * requests share one API call. Not cleared by data changes: the answer is YouTube's, not ours.
 */
type Fetched = { at: number; shorts: VideoShort[] | null };
const cache = cacheArea<Fetched>("video-shorts", {
  maxBytes: 512 * 1024,
  sizeOf: (f) => JSON.stringify(f.shorts ?? []).length * 2,
  dependsOnData: false,
});

/** The URL of the search call. */
function youtubeSearchUrl(youtube: SiteInfo["youtube"]): string {
  const url = new URL(youtube.apiUrl);
  url.searchParams.set("part", "snippet");
  url.searchParams.set("channelId", youtube.channelId ?? "");
  url.searchParams.set("maxResults", String(MAX_VIDEO_RESULTS));
  url.searchParams.set("order", "date");
  url.searchParams.set("type", "video");
  url.searchParams.set("videoDuration", "short");
  url.searchParams.set("key", youtube.apiKey ?? "");
  return url.toString();
}

async function fetchFromApi(youtube: SiteInfo["youtube"]): Promise<VideoShort[] | null> {
  try {
    const res = await fetch(youtubeSearchUrl(youtube), { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!res.ok) {
      getLogger().warn({ status: res.status, channelId: youtube.channelId }, "video shorts: API answered an error; showing the stored list");
      return null;
    }
    const parsed = searchResponse.safeParse(await res.json());
    if (!parsed.success) {
      getLogger().warn({ issues: parsed.error.issues.slice(0, 3) }, "video shorts: unexpected API answer; showing the stored list");
      return null;
    }
    return parsed.data.items.slice(0, MAX_VIDEO_RESULTS).map((item) => {
      const t = item.snippet.thumbnails;
      return {
        videoId: item.id.videoId,
        title: item.snippet.title,
        description: item.snippet.description,
        thumbnail: t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? `https://i.ytimg.com/vi/${item.id.videoId}/hqdefault.jpg`,
      };
    });
  } catch (error) {
    getLogger().warn({ err: error, channelId: youtube.channelId }, "video shorts: API call failed; showing the stored list");
    return null;
  }
}

async function listStoredShorts(db: Db): Promise<VideoShort[]> {
  const rows = await db.selectFrom("video_shorts").select(["video_id", "title", "description", "thumbnail_path"]).orderBy("sort").orderBy("id").limit(MAX_VIDEO_RESULTS).execute();
  return rows.map((r) => ({ videoId: r.video_id, title: r.title, description: r.description, thumbnail: r.thumbnail_path }));
}

/**
 * The video platform's settings with the channel an admin stored in /admin/brokerage:
 * the stored channel wins; the env's YOUTUBE_CHANNEL_ID is the fallback. The key stays the env's.
 */
export async function withStoredChannel(db: Db, configured: SiteInfo["youtube"]): Promise<SiteInfo["youtube"]> {
  const stored = (await readBrokerageSettings(db)).youtubeChannelId;
  return stored ? { ...configured, channelId: stored } : configured;
}

/** The shorts to show: the API's (cached 1 h) when configured and working, else the stored list. */
export async function getVideoShorts(db: Db, youtube: SiteInfo["youtube"], now = Date.now()): Promise<VideoShort[]> {
  if (!youtube.apiKey || !youtube.channelId || !youtube.apiUrl) return listStoredShorts(db);
  const key = `${youtube.apiUrl}|${youtube.channelId}`;
  const load = async (): Promise<Fetched> => ({ at: now, shorts: await fetchFromApi(youtube) });
  const kept = cache.get(key, load);
  const fetched = await kept;
  let { shorts } = fetched;
  if (now - fetched.at > (shorts ? CACHE_MS : FAILURE_BACKOFF_MS)) {
    // Expired: the first request to notice drops it; the others join its new call.
    cache.delete(key, kept);
    ({ shorts } = await cache.get(key, load));
  }
  return shorts && shorts.length > 0 ? shorts : listStoredShorts(db);
}
