// The shape of app/'s imports: lines per top folder, imports between folders, imports that run
// against the layering (a lower folder importing a higher one), and import cycles between files.
// `node scripts/import-graph.ts [--json]`. Type-only imports count: a cycle through types still
// ties two files together for a reader.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv.find((a) => a.startsWith("--root="))?.slice(7) ?? "app");
const json = process.argv.includes("--json");

/** Higher numbers may import lower ones; the reverse runs upward. Unknown folders rank with routes. */
const layers: Record<string, number> = {
  routes: 9, "routes.ts": 9, "root.tsx": 9, "entry.server.tsx": 9,
  modules: 5,
  ui: 3,
  platform: 1,
  // the layout by technical kind, before feature modules
  components: 6, services: 4, content: 4, auth: 4, db: 2, lib: 1, i18n: 1, config: 0, "context.ts": 0, types: 0,
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const specifier = /(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"|import\s*\(\s*"(\.[^"]+)"\s*\)|import\s+"(\.[^"]+)"/g;

const files = sourceFiles(root);
const known = new Set(files);
const edges = new Map<string, Set<string>>();
let lines = 0;
const linesByFolder = new Map<string, number>();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const count = text.split("\n").length;
  lines += count;
  const top = topFolder(file);
  linesByFolder.set(top, (linesByFolder.get(top) ?? 0) + count);
  const targets = new Set<string>();
  for (const m of text.matchAll(specifier)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    const target = path.resolve(path.dirname(file), spec.replace(/\?.*$/, ""));
    if (known.has(target)) targets.add(target);
  }
  edges.set(file, targets);
}

function topFolder(file: string): string {
  const rel = path.relative(root, file).split(path.sep);
  if (rel.length === 1) return rel[0]!;
  if (rel[0] === "modules" && rel.length > 2) return `modules/${rel[1]}`;
  return rel[0]!;
}
const rank = (folder: string) => layers[folder.split("/")[0]!] ?? 9;

const between = new Map<string, number>();
const upward: string[] = [];
for (const [from, targets] of edges) {
  for (const to of targets) {
    const a = topFolder(from);
    const b = topFolder(to);
    if (a === b) continue;
    between.set(`${a} -> ${b}`, (between.get(`${a} -> ${b}`) ?? 0) + 1);
    if (rank(b) > rank(a)) upward.push(`${path.relative(root, from)} -> ${path.relative(root, to)}`);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
const index = new Map<string, number>();
const low = new Map<string, number>();
const onStack = new Set<string>();
const stack: string[] = [];
const cycles: string[][] = [];
let counter = 0;
function visit(v: string) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
  }
  if (low.get(v) === index.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(root, w));
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const file of files) if (!index.has(file)) visit(file);

const report = {
  files: files.length,
  lines,
  linesByFolder: Object.fromEntries([...linesByFolder].sort((a, b) => b[1] - a[1])),
  folderEdges: Object.fromEntries([...between].sort((a, b) => b[1] - a[1])),
  upward,
  cycles,
};
if (json) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`${report.files} source files, ${report.lines} lines (tests aside)\n`);
  console.log("lines per top folder");
  for (const [folder, n] of Object.entries(report.linesByFolder)) console.log(`  ${folder.padEnd(22)} ${String(n).padStart(6)}`);
  console.log(`\nimports between folders (${between.size} pairs, ${[...between.values()].reduce((a, b) => a + b, 0)} imports)`);
  for (const [pair, n] of Object.entries(report.folderEdges)) console.log(`  ${pair.padEnd(44)} ${String(n).padStart(4)}`);
  console.log(`\nimports running upward: ${upward.length}`);
  for (const u of upward) console.log(`  ${u}`);
  console.log(`\nimport cycles: ${cycles.length}`);
  for (const c of cycles) console.log(`  ${c.join(" <-> ")}`);
}
