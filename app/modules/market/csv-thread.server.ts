/**
 * The importer's side of the CSV worker (dld-parse-worker.server.ts): tells it where to read (feeding it a
 * caller's stream as it asks) and hands its batches over one at a time, asking for the next as soon as
 * one arrives, so the worker reads a batch while the importer writes the last one.
 */
import type { Readable } from "node:stream";
import { Worker } from "node:worker_threads";
import type { DldFileKind } from "./dld-columns.ts";
import type { CsvSource, ParsedBatch, ToImporter, ToWorker } from "./dld-parse-messages.ts";

/** Where the rows come from: a file or a URL (read by the worker), or a stream the caller holds. */
export type CsvInput = { path: string } | { url: string } | { stream: Readable };

type Header = { kind: DldFileKind } | { empty: boolean; missing: Record<DldFileKind, string[]> } | { refused: string };
type Received = Extract<ToImporter, { type: "kind" | "batch" | "refused" }>;

export class CsvThread {
  private readonly worker: Worker;
  private readonly source: AsyncIterator<Uint8Array> | null;
  private readonly received: Received[] = [];
  private waiter: { resolve: (m: Received) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;
  private closed = false;

  constructor(input: CsvInput, batchRows: number) {
    const where: CsvSource = "stream" in input ? { chunks: true } : input;
    this.source = "stream" in input ? input.stream[Symbol.asyncIterator]() : null;
    this.worker = new Worker(new URL("./dld-parse-worker.server.ts", import.meta.url), { workerData: { source: where, batchRows } });
    this.worker.on("message", (m: ToImporter) => this.onMessage(m));
    this.worker.on("error", (e) => this.fail(e));
    this.worker.on("exit", (code) => !this.closed && this.fail(new Error(`The CSV reader stopped (exit code ${code}).`)));
  }

  /** The file's kind by its header, or what it lacks. */
  async header(): Promise<Header> {
    const m = await this.receive();
    if (m.type === "refused") return { refused: m.message };
    if (m.type !== "kind") throw new Error("The CSV reader sent rows before the header.");
    const { type: _, ...header } = m;
    if ("kind" in header) this.post({ type: "batch" });
    return header;
  }

  /** The next batch; the one after it is asked for at once (unless this is the last). */
  async next(): Promise<ParsedBatch> {
    const m = await this.receive();
    if (m.type !== "batch") throw new Error("The CSV reader sent a header after rows.");
    if (!m.batch.last) this.post({ type: "batch" });
    return m.batch;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
    await this.source?.return?.();
  }

  private post(m: ToWorker): void {
    this.worker.postMessage(m);
  }

  private onMessage(m: ToImporter): void {
    if (m.type === "need") return void this.pump();
    if (m.type === "failed") return this.fail(new Error(m.message));
    if (this.waiter) {
      this.waiter.resolve(m);
      this.waiter = null;
    } else this.received.push(m);
  }

  private async pump(): Promise<void> {
    try {
      const r = await this.source!.next();
      this.post(r.done ? { type: "end" } : { type: "chunk", chunk: r.value });
    } catch (e) {
      this.fail(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private receive(): Promise<Received> {
    const m = this.received.shift();
    if (m) return Promise.resolve(m);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  private fail(e: Error): void {
    this.failure ??= e;
    this.waiter?.reject(this.failure);
    this.waiter = null;
  }
}
