import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getVideoShorts } from "./video-shorts.server.ts";
import type { Db } from "../../../platform/db/client.server.ts";

// A stand-in for the video platform at the network edge, and a db that only knows the fallback table.
let calls: URL[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((req, res) => {
  calls.push(new URL(req.url ?? "/", "http://x"));
  res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
});
let apiUrl = "";
const stored = [{ video_id: "stored00001", title: "Stored", description: "From the table", thumbnail_path: "/media/shorts/a.jpg" }];
const fakeDb = {
  selectFrom: () => {
    const q = { select: () => q, orderBy: () => q, limit: () => q, execute: async () => stored };
    return q;
  },
} as unknown as Db;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3/search`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
// Answers are cached by endpoint and channel for an hour: each test asks for a channel of its own.
let channelId = "";
let tests = 0;
beforeEach(() => {
  calls = [];
  channelId = `UC${++tests}`;
});

describe("getVideoShorts", () => {
  it("uses the stored list without a key", async () => {
    const shorts = await getVideoShorts(fakeDb, { apiUrl, channelId });
    expect(shorts.map((s) => s.videoId)).toEqual(["stored00001"]);
    expect(calls).toHaveLength(0);
  });

  it("asks for the channel's 10 latest short videos and caches the answer for an hour", async () => {
    answer = { status: 200, body: { items: [{ id: { videoId: "abcDEF12345" }, snippet: { title: "T", description: "D", thumbnails: { high: { url: "https://i.ytimg.com/x.jpg" } } } }] } };
    const yt = { apiUrl, channelId, apiKey: "k" };
    const first = await getVideoShorts(fakeDb, yt, 1000);
    expect(first).toEqual([{ videoId: "abcDEF12345", title: "T", description: "D", thumbnail: "https://i.ytimg.com/x.jpg" }]);
    expect(calls[0]!.pathname + calls[0]!.search).toBe(`/youtube/v3/search?part=snippet&channelId=${channelId}&maxResults=10&order=date&type=video&videoDuration=short&key=k`);
    await getVideoShorts(fakeDb, yt, 1000 + 59 * 60 * 1000);
    expect(calls).toHaveLength(1);
    await getVideoShorts(fakeDb, yt, 1000 + 61 * 60 * 1000);
    expect(calls).toHaveLength(2);
  });

  it("falls back to the stored list when the API fails", async () => {
    answer = { status: 403, body: { error: "quota" } };
    const shorts = await getVideoShorts(fakeDb, { apiUrl, channelId, apiKey: "k" });
    expect(shorts[0]!.videoId).toBe("stored00001");
  });
});
