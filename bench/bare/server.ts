/**
 * The bare app's server (bench/http.ts): Express 5 with the same compression middleware as
 * the site and React Router's request handler. `node bench/bare/server.ts` after
 * `react-router build bench/bare`; PORT sets the port.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

const dir = path.dirname(fileURLToPath(import.meta.url));
const build = (await import(path.join(dir, "build/server/index.js"))) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(dir, "build/client/assets"), { immutable: true, maxAge: "1y" }));
app.use(createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3299), "127.0.0.1");
