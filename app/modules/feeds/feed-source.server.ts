/**
 * A feed's source before its entries are imported: a URL downloaded to a temporary file, and the
 * first reading of the file, which checks it is a feed at all and counts its listings.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ENTRY_READERS, RECORD_ELEMENT, detectFormat, type FeedFormat } from "./formats.ts";
import { readFeed } from "./xml-records.ts";

/** A source that is not a feed, or could not be read: the run is refused and nothing changes. */
export class FeedSourceError extends Error {}

export async function download(url: string, timeoutMs: number): Promise<string> {
  const file = path.join(os.tmpdir(), `feed-${crypto.randomBytes(6).toString("hex")}.xml`);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (e) {
    throw new FeedSourceError(`The feed could not be fetched: ${(e as Error).message}`);
  }
  if (!res.ok || !res.body) throw new FeedSourceError(`The feed answered HTTP ${res.status}.`);
  try {
    await pipeline(Readable.fromWeb(res.body as import("node:stream/web").ReadableStream), fs.createWriteStream(file));
  } catch (e) {
    fs.rmSync(file, { force: true });
    throw new FeedSourceError(`The feed's download broke off: ${(e as Error).message}`);
  }
  return file;
}

export const openFeed = (file: string) => fs.createReadStream(file, { encoding: "utf8", highWaterMark: 256 * 1024 });

export type Survey = { format: FeedFormat; records: number; live: number; deleted: number };

/** The first pass: format, listing count, every reference (duplicates found here). */
export async function survey(file: string, wanted: FeedFormat | undefined): Promise<Survey> {
  let format: FeedFormat | null = null;
  let records = 0;
  const refs = new Map<string, number>();
  let deleted = 0;
  for await (const ev of readFeed(openFeed(file))) {
    if (ev.type === "root") {
      const detected = detectFormat(ev.name);
      if (!detected) throw new FeedSourceError(`The feed's root element <${ev.name}> is neither Property Finder's <list> nor Bayut's <Properties>.`);
      if (wanted && wanted !== detected) throw new FeedSourceError(`The feed was given as ${wanted} but its root element <${ev.name}> is the ${detected} format's.`);
      format = detected;
      continue;
    }
    if (!format || ev.node.name.toLowerCase() !== RECORD_ELEMENT[format].toLowerCase()) continue;
    records++;
    const entry = ENTRY_READERS[format](ev.node);
    // Deleted entries count as listed: the CRM says so on purpose, where a broken export loses them.
    if (entry.deleted) deleted++;
    if (entry.ref && !refs.has(entry.ref)) refs.set(entry.ref, records);
  }
  if (!format) throw new FeedSourceError("The feed is empty.");
  return { format, records, live: refs.size, deleted };
}
