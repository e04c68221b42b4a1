/**
 * A CSV export as a download: the lines of an async iterable streamed as UTF-8, one read
 * at a time (the export's batches stay in the database until the client asks for more bytes).
 */
export function csvDownload(lines: AsyncIterable<string>, filename: string): Response {
  const iterator = lines[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
