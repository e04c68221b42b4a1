import fs from "node:fs";
const html = fs.readFileSync("/tmp/list.html", "utf8").replace("<!DOCTYPE html>", "");
// build a rope like renderToString: many small appends
const parts = html.match(/[\s\S]{1,40}/g);
function rope() { let s = ""; for (const p of parts) s += p; return s; }
const N = 400;
function time(name, f) { for (let i = 0; i < 50; i++) f(rope()); const ropes = Array.from({ length: N }, rope); const t = performance.now(); for (const r of ropes) f(r); console.log(name, ((performance.now() - t) / N * 1000).toFixed(0), "µs"); }
time("build rope only", (r) => r.length);
time("includes", (r) => r.includes("<!--$!-->"));
time("Buffer.from(rope)", (r) => Buffer.from(r));
time("includes + Buffer.from(doctype+rope)", (r) => { r.includes("<!--$!-->"); return Buffer.from(`<!DOCTYPE html>${r}`); });
time("includes + slice/concat + Buffer.from", (r) => { r.includes("<!--$!-->"); const a = r.indexOf("</head>"); const b = r.lastIndexOf("<script type"); return Buffer.from(`<!DOCTYPE html>${r.slice(0, a).replace(/x/g, "")}${r.slice(a, b)}<script>${r.slice(b)}`); });
time("flatten via includes, then Buffer.from(flat)", (r) => { r.includes("<!--$!-->"); return Buffer.from(r); });
time("parts written into one buffer", (r) => { r.includes("<!--$!-->"); const a = r.indexOf("</head>"); const b = r.lastIndexOf("<script type");
  const ps = ["<!DOCTYPE html>", r.slice(0, a).replace(/x/g, ""), r.slice(a, b), "<script>", r.slice(b)];
  const lens = ps.map((p) => Buffer.byteLength(p)); const buf = Buffer.allocUnsafe(lens.reduce((x, y) => x + y)); let o = 0; ps.forEach((p, i) => { buf.write(p, o); o += lens[i]; }); return buf; });
time("Buffer.concat of Buffer.from parts", (r) => { r.includes("<!--$!-->"); const a = r.indexOf("</head>"); const b = r.lastIndexOf("<script type");
  return Buffer.concat(["<!DOCTYPE html>", r.slice(0, a).replace(/x/g, ""), r.slice(a, b), "<script>", r.slice(b)].map((p) => Buffer.from(p))); });
