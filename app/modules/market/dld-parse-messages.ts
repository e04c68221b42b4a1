/** What the importer (import.server.ts) and its CSV worker (dld-parse-worker.server.ts) say to each other. */
import type { DldFileKind } from "./dld-columns.ts";
import type { RentRow, SaleRow } from "./dld-rows.ts";

/** A batch of rows read: the rows kept with their line in the file, the rows skipped with their reason. */
export type ParsedBatch = {
  rows: (SaleRow | RentRow)[];
  lines: number[];
  skipped: { line: number; reason: string }[];
  read: number;
  /** The file's bytes read so far. */
  bytes: number;
  /** The file's last batch. */
  last: boolean;
};

/** Where the worker reads: a file, a URL, or the chunks the importer sends. */
export type CsvSource = { path: string } | { url: string } | { chunks: true };

export type ToWorker = { type: "chunk"; chunk: Uint8Array } | { type: "end" } | { type: "batch" };

export type ToImporter =
  | { type: "need" }
  | { type: "kind"; kind: DldFileKind }
  | { type: "kind"; empty: boolean; missing: Record<DldFileKind, string[]> }
  | { type: "batch"; batch: ParsedBatch }
  | { type: "refused"; message: string }
  | { type: "failed"; message: string };
