/**
 * Run by `npm run build` after `react-router build`: writes a Brotli (quality 11) and a gzip
 * (level 9) copy beside every JavaScript, CSS and SVG file of build/client/assets (the SVG: the
 * icon sprite, app/ui/icons/sprite.svg). The server sends them as they are
 * (server/precompressed-assets.ts, for the extensions it lists), so the hashed files get the
 * strongest compression without spending CPU on each request.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|css|svg)$/;

/** Compresses every JS/CSS/SVG file of a directory; returns how many files it compressed. */
export async function compressAssets(dir: string): Promise<number> {
  const files = (await fs.readdir(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (f) => {
      const file = path.join(dir, f);
      const body = await fs.readFile(file);
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      await fs.writeFile(`${file}.br`, await brotli(body, { params }));
      await fs.writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
    }),
  );
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "build/client/assets";
  const count = await compressAssets(dir);
  console.log(`Precompressed ${count} JavaScript, CSS and SVG files in ${dir} (.br, .gz).`);
}
