/** Starts an Express app (or any request listener) on an ephemeral port of 127.0.0.1 for a test. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function listen(handler: http.RequestListener): Promise<{ server: http.Server; base: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
