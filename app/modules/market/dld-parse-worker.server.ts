/**
 * The CSV side of a market import, in a worker thread: csv-parse and the row cleaning of dld-rows.ts
 * take about as long as SQLite's writes, so running them beside the writing thread nearly halves an
 * import (import.server.ts, "Two threads"). A file or a URL is read here; a stream the caller holds
 * comes from the importer a chunk at a time as this side asks for it. The cleaned rows go back a
 * batch at a time as the importer asks: one batch is read ahead while the last is written, never
 * more, so memory stays flat.
 *
 * Messages: importer → worker `chunk` (bytes), `end`, `batch` (a request); worker → importer `need`
 * (bytes), `kind` (the header was read), `batch`, `refused` (no file to read), `failed`.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { Readable } from "node:stream";
import { parse, type Info } from "csv-parse";
import { fileKindOf } from "./dld-columns.ts";
import { readRent, readSale, type DldRecord, type RentRow, type SaleRow } from "./dld-rows.ts";
import type { CsvSource, ParsedBatch, ToImporter, ToWorker } from "./dld-parse-messages.ts";

const port = parentPort!;
const send = (m: ToImporter) => port.postMessage(m);

const fromImporter = new Readable({ read: () => send({ type: "need" }) });
let requested = 0;
let wake: (() => void) | null = null;

port.on("message", (m: ToWorker) => {
  if (m.type === "chunk") fromImporter.push(m.chunk);
  else if (m.type === "end") fromImporter.push(null);
  else {
    requested++;
    wake?.();
  }
});

/** Resolves once the importer has asked for a batch it has not received yet. */
async function requestedBatch(): Promise<void> {
  while (requested === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  requested--;
}

async function open(source: CsvSource): Promise<Readable | null> {
  if ("path" in source) return fs.createReadStream(source.path);
  if (!("url" in source)) return fromImporter;
  const res = await fetch(source.url);
  if (res.ok && res.body) return Readable.fromWeb(res.body as import("node:stream/web").ReadableStream);
  send({ type: "refused", message: `${source.url} answered HTTP ${res.status}: no file to import.` });
  return null;
}

async function run({ source, batchRows }: { source: CsvSource; batchRows: number }): Promise<void> {
  const input = await open(source);
  if (!input) return;
  let bytes = 0;
  input.on("data", (chunk: Uint8Array) => (bytes += chunk.length));
  const parser = parse({ bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
  const records: AsyncIterator<{ record: string[]; info: Info }> = input.pipe(parser)[Symbol.asyncIterator]();
  const first = await records.next();
  const header = first.done ? [] : first.value.record.map((h) => h.trim().replace(/^\uFEFF/, "").toLowerCase());
  const found = fileKindOf(header);
  if ("missing" in found) return send({ type: "kind", empty: !!first.done, missing: found.missing });
  send({ type: "kind", kind: found.kind });
  const read = found.kind === "transactions" ? readSale : readRent;
  let batch: ParsedBatch = { rows: [], lines: [], skipped: [], read: 0, bytes: 0, last: false };
  for (let next = await records.next(); ; next = await records.next()) {
    if (!next.done) {
      const { record, info } = next.value;
      const fields: DldRecord<string> = {};
      for (let i = 0; i < header.length; i++) fields[header[i]!] = record[i];
      const r = read(fields);
      batch.read++;
      if ("skip" in r) batch.skipped.push({ line: info.lines, reason: r.skip });
      else {
        batch.rows.push(r.row as SaleRow | RentRow);
        batch.lines.push(info.lines);
      }
    }
    if (next.done || batch.read >= batchRows) {
      batch.last = !!next.done;
      batch.bytes = bytes;
      await requestedBatch();
      send({ type: "batch", batch });
      if (next.done) return;
      batch = { rows: [], lines: [], skipped: [], read: 0, bytes: 0, last: false };
    }
  }
}

run(workerData as { source: CsvSource; batchRows: number }).catch((e: unknown) => send({ type: "failed", message: e instanceof Error ? e.message : String(e) }));
