/**
 * A map tile server on this machine for the map search's browser tests: every
 * /tiles/{z}/{x}/{y}.png answers one small PNG, and it counts what it served. `down()` makes it
 * unreachable from the browser's side (each connection is cut), as a provider that cannot be
 * reached; `up()` restores it. No test ever asks a tile from outside the machine.
 */
import http from "node:http";
import type { Socket } from "node:net";

// A 1×1 light grey PNG: the map stretches it over each 256 px tile.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4+/gFAAVJAqkCb33CAAAAAElFTkSuQmCC", "base64");

export class TileServer {
  served = 0;
  private reachable = true;
  private readonly sockets = new Set<Socket>();
  private readonly server = http.createServer((req, res) => {
    if (!this.reachable) {
      req.socket.destroy();
      return;
    }
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) {
      res.writeHead(404).end();
      return;
    }
    this.served++;
    res.writeHead(200, { "Content-Type": "image/png", "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" }).end(PNG);
  });

  readonly port: number;

  constructor(port: number) {
    this.port = port;
    this.server.on("connection", (s) => {
      this.sockets.add(s);
      s.on("close", () => this.sockets.delete(s));
    });
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  down(): void {
    this.reachable = false;
    for (const s of this.sockets) s.destroy();
  }

  up(): void {
    this.reachable = true;
  }

  stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
