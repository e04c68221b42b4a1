/**
 * Code a reader can hold: lists every function (declarations, arrows, methods, function
 * expressions, a JSX component too) over 80 lines, every runtime file over 400 lines, and every
 * export no other file imports, in app/, server/ and scripts/ (tests, type declarations and the
 * database migrations aside). `node scripts/code-size.ts [--json]`; exits 1 when it finds any.
 * tests/integration/code-size.test.ts keeps the lists empty.
 *
 * Lines run from a function's first token to its last (its doc comment not included); a nested
 * function counts on its own lines and inside its parent's. A file counts when it holds code that
 * runs: a file of type declarations only (the database's table types) is a reference, read by name.
 *
 * Exports: relative imports are resolved to files; a re-export passes use on to the file it names,
 * so a name an index file re-exports but nobody imports from it is reported at the index file. The
 * framework reads a route module's conventional exports, so those count as used. An export that only
 * tests import is listed apart ("used by tests only"): TESTED_API names the ones that are the
 * module's real interface, tested directly; the rest are exported for the tests' sake alone.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const MAX_FUNCTION_LINES = 80;
const MAX_FILE_LINES = 400;

/** Folders whose runtime code the rule covers, and the files inside them it leaves out. */
const CHECKED = ["app", "server", "scripts"];
const LEFT_OUT = /\.(test|spec)\.tsx?$|\.d\.ts$|^app\/platform\/db\/migrations\//;
/** Folders that are not source: dependencies, build output, tools and data. */
const NOT_SOURCE = new Set(["node_modules", "build", ".react-router", ".tools", ".git", "data", "reports", "screenshots", "test-results"]);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith("tests/");
/** A module's own unit test (x.test.ts beside x.ts) is a client of its interface like any other. */
const isOwnUnitTest = (file: string, target: string) => file.replace(/\.test\.tsx?$/, "") === target.replace(/\.tsx?$/, "");

/** The exports React Router reads from a route module, root.tsx and entry.server.tsx. */
const ROUTE_EXPORTS = ["default", "loader", "action", "meta", "links", "headers", "handle", "ErrorBoundary", "HydrateFallback", "shouldRevalidate", "clientLoader", "clientAction", "middleware", "clientMiddleware", "Layout"];
const ENTRY_EXPORTS: Record<string, string[]> = {
  "app/entry.server.tsx": ["default", "streamTimeout", "handleError", "handleDataRequest"],
  "app/entry.client.tsx": [],
  "app/routes.ts": ["default"],
};

/**
 * Exports only tests import that are the module's interface all the same (file: names): an operation
 * or a value a caller is meant to use, which the tests use as a caller would (to set data up, to
 * compute what to expect, or to check the value itself). Not here: hooks that exist only so a test
 * can reach inside, which the tests do without. A module's own unit test (x.test.ts) counts as a
 * caller without being listed.
 */
const TESTED_API: Record<string, string[]> = {
  // Operations of a service whose only callers today are tests and the e2e set-up (the back office
  // goes through whole-record editors): the content service's single-text writes, the editors' saves.
  "app/modules/content/pages/write-content.server.ts": ["updateText", "replaceList", "saveBrokerage"],
  "app/modules/content/brokerage/brokerage-editor.server.ts": ["saveBrokerageRecord"],
  // The brokerage form's reading of its fields, tested on its own (the screen reads it through its schema).
  "app/modules/content/brokerage/brokerage-form.ts": ["valuesToBrokerage"],
  "app/modules/listings/listing-media.server.ts": ["addListingMedia"],
  "app/modules/listings/queries/listing-children.server.ts": ["listFloorPlans"],
  "app/modules/alerts/alert-mail.server.ts": ["alertListingsMessage"],
  // The privacy links' issuers (the mails call privacyUrl) and the retention job's one pass.
  "app/modules/privacy/privacy-links.server.ts": ["unsubscribeToken", "confirmToken"],
  "app/modules/privacy/retention.server.ts": ["anonymiseExpiredLeads"],
  // Parts of a feed's format and of the export's XML, which tests build feeds from.
  "app/modules/feeds/formats.ts": ["pfEntry", "bayutEntry"],
  "app/modules/feeds/export.server.ts": ["xmlText", "cdata"],
  // The market reads a listing page will show (recent sales in its building), tested before that page calls them.
  "app/modules/market/index.server.ts": ["recentBuildingSales"],
  "app/modules/market/market-queries.server.ts": ["recentBuildingSales"],
  // The types of a public function's options and answers.
  "app/modules/feeds/import.server.ts": ["ImportOptions"],
  "app/modules/listings/queries/admin-listings.server.ts": ["AdminListingRow"],
  "app/platform/media/media-store.server.ts": ["IngestedFile"],
  // Rules and texts of the site's behaviour, which tests check against rather than copy.
  "app/modules/leads/lead-actions.server.ts": ["CONTENT_DEDUPE_MS", "formToken"],
  "app/modules/leads/ui/subscribe-form.tsx": ["loadSubscriptionCheck"],
  "app/modules/listings/queries/lookups.server.ts": ["OPTION_TABLES"],
  "app/modules/listings/search/search-criteria.ts": ["NO_SUCH_SLUG"],
  "app/modules/staff/sessions.server.ts": ["IDLE_MS", "ABSOLUTE_MS"],
  "app/modules/staff/sign-in.server.ts": ["WRONG_CREDENTIALS", "WRONG_CODE"],
  "app/modules/staff/totp.server.ts": ["matchingStep", "codeAt"],
  "app/platform/media/media.ts": ["IMAGE_WIDTHS"],
  "app/ui/icons/icon-names.ts": ["ICON_NAMES"],
  "server/body-limits.ts": ["SMALL_BODY_TIMEOUT_MS"],
  "server/http-cache.ts": ["SHARED_CACHE_CONTROL", "PRIVATE_CACHE_CONTROL"],
  "server/media-files.ts": ["MEDIA_CSP"],
  "server/page-handler.ts": ["writeResponse"],
  // A scheduled job's single run and its rules, which tests drive with a fixed clock instead of waiting for the runner.
  "app/modules/alerts/alert-job.server.ts": ["runDueAlerts", "LOOKBACK_MS"],
  "app/modules/content/blog/blog-schedule.server.ts": ["announceDuePosts"],
  "app/modules/listings/permit-expiry.server.ts": ["unpublishExpiredListings"],
  // The platform's job runner, lock and outbox worker: server/app.ts starts them through startJobs; tests start one at a time.
  "app/platform/jobs/runner.server.ts": ["startJob", "JobHandle"],
  "app/platform/jobs/lock.server.ts": ["takeLock"],
  "app/platform/mail/outbox.server.ts": ["createOutboxWorker"],
  // The people editors' record operations (the screens reach them through the record editor's table of kinds).
  "app/modules/content/agents/agents-editor.server.ts": ["readAgent", "saveAgent", "createAgent"],
  "app/modules/content/developers/developers-editor.server.ts": ["readDeveloper", "saveDeveloper"],
  "app/modules/content/areas/areas.server.ts": ["AreaError"],
  // The listing form's schemas by kind, which its field test checks the form's reading against.
  "app/modules/listings/listing-input.ts": ["unitInputSchema", "projectInputSchema"],
  "app/modules/listings/queries/units.server.ts": ["SERVICE_CHARGE_DETAIL"],
  // Scripts' functions, run by npm scripts and the e2e audits.
  "scripts/code-size.ts": ["checkCodeSize", "Report"],
  "scripts/compress-assets.ts": ["compressAssets"],
  "scripts/site-routes.ts": ["routesOf", "SiteRoute", "CATEGORY_PATHS", "arabicName"],
};

type LongFunction = { file: string; line: number; name: string; lines: number };
type LongFile = { file: string; lines: number };
type UnusedExport = { file: string; line: number; name: string; usedInFile: boolean };
export type Report = { functions: LongFunction[]; files: LongFile[]; unused: UnusedExport[]; testsOnly: UnusedExport[] };

function walk(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [dir];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => !NOT_SOURCE.has(e.name))
    .flatMap((e) => (e.isDirectory() ? walk(root, `${dir}/${e.name}`) : /\.[cm]?[jt]sx?$/.test(e.name) ? [`${dir}/${e.name}`] : []));
}

function parse(root: string, file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  return ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true, kind);
}

const lineOf = (source: ts.SourceFile, pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;

// ---- long functions and files ----

type FunctionNode = ts.FunctionLikeDeclaration;
function isFunction(node: ts.Node): node is FunctionNode {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node);
}

/** What a reader would call the function: its own name, or the name it is assigned to or passed under. */
function functionName(node: FunctionNode): string {
  if (ts.isConstructorDeclaration(node)) return "constructor";
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isFunctionDeclaration(node) || ts.isExportAssignment(parent)) return "default";
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…) callback`;
  return "(anonymous)";
}

function longFunctions(source: ts.SourceFile): LongFunction[] {
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const line = lineOf(source, node.getStart(source));
      const lines = lineOf(source, node.getEnd()) - line + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ file: source.fileName, line, name: functionName(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const TYPE_ONLY_STATEMENTS = new Set([ts.SyntaxKind.TypeAliasDeclaration, ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.ImportDeclaration]);
/** Whether the file holds code that runs, besides imports and type declarations. */
function hasRuntimeCode(source: ts.SourceFile): boolean {
  return source.statements.some((s) => {
    if (TYPE_ONLY_STATEMENTS.has(s.kind)) return false;
    if (ts.isExportDeclaration(s) && s.isTypeOnly) return false;
    return !ts.canHaveModifiers(s) || !ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword);
  });
}

function fileLines(source: ts.SourceFile): number {
  const text = source.text;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

// ---- exports and their importers ----

/** A file's exports: its own names, names it passes on from another file, and `export *` sources. */
type Exports = { own: Map<string, { line: number; from?: { file: string; name: string } }>; star: string[] };
/** Uses of a file's exports: name (or "*" for all of them) -> whether a file outside the tests uses it. */
type Uses = Map<string, Map<string, boolean>>;

function resolve(root: string, from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec.replace(/\?.*$/, "")));
  const candidates = [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find((c) => fs.existsSync(path.join(root, c)) && fs.statSync(path.join(root, c)).isFile());
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false);

/** Names a declaration statement exports (`export const a`, `export default function`, ...). */
function declaredExports(s: ts.Statement): string[] {
  if (!hasModifier(s, ts.SyntaxKind.ExportKeyword)) return [];
  if (hasModifier(s, ts.SyntaxKind.DefaultKeyword)) return ["default"];
  if (ts.isVariableStatement(s)) return s.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  const name = (s as ts.DeclarationStatement).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

function collectExports(root: string, source: ts.SourceFile): Exports {
  const exports: Exports = { own: new Map(), star: [] };
  for (const s of source.statements) {
    const line = lineOf(source, s.getStart(source));
    for (const name of declaredExports(s)) exports.own.set(name, { line });
    if (ts.isExportAssignment(s) && !s.isExportEquals) exports.own.set("default", { line });
    if (!ts.isExportDeclaration(s)) continue;
    const target = s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? resolve(root, source.fileName, s.moduleSpecifier.text) : undefined;
    if (!s.exportClause) {
      if (target) exports.star.push(target);
    } else if (ts.isNamespaceExport(s.exportClause)) {
      exports.own.set(s.exportClause.name.text, { line, from: target ? { file: target, name: "*" } : undefined });
    } else {
      for (const e of s.exportClause.elements) {
        const from = target ? { file: target, name: (e.propertyName ?? e.name).getText() } : undefined;
        exports.own.set(e.name.text, { line, from });
      }
    }
  }
  return exports;
}

/** The names a file reads from a namespace (`ns.a`), or "*" when it passes the namespace on whole. */
function namespaceNames(scope: ts.Node, ns: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === ns && !ts.isNamespaceImport(node.parent)) {
      const p = node.parent;
      names.push(ts.isPropertyAccessExpression(p) && p.expression === node ? p.name.text : ts.isQualifiedName(p) && p.left === node ? p.right.text : "*");
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return names;
}

function bindingNames(name: ts.BindingName): string[] | undefined {
  if (!ts.isObjectBindingPattern(name) || name.elements.some((e) => e.dotDotDotToken)) return undefined;
  return name.elements.map((e) => (e.propertyName ?? e.name).getText());
}

/**
 * The names an `import("./x")` reads: `const { a } = await import(…)`, `(await import(…)).a`,
 * `import(…).then((m) => m.a)`, React's `lazy(() => import(…))` (the default export); "*" otherwise.
 */
function dynamicImportNames(call: ts.CallExpression): string[] {
  let node: ts.Node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const p = node.parent;
  if (ts.isVariableDeclaration(p)) return bindingNames(p.name) ?? ["*"];
  if (ts.isPropertyAccessExpression(p) && p.name.text !== "then") return [p.name.text];
  if (ts.isPropertyAccessExpression(p) && ts.isCallExpression(p.parent)) {
    const callback = p.parent.arguments[0];
    const param = callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.parameters[0] : undefined;
    if (param && ts.isIdentifier(param.name)) return namespaceNames((callback as ts.ArrowFunction).body, param.name.text);
    if (param) return bindingNames(param.name) ?? ["*"];
  }
  if (ts.isArrowFunction(p) && ts.isCallExpression(p.parent) && p.parent.expression.getText() === "lazy") return ["default"];
  return ["*"];
}

/** The files an `import.meta.glob` pattern names (relative to the file it is written in). */
function globMatches(from: string, pattern: string, files: string[]): string[] {
  if (!pattern.startsWith(".")) return [];
  const full = path.posix.normalize(path.posix.join(path.posix.dirname(from), pattern));
  const re = new RegExp(`^${full.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*\/?/g, "\0").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]").replace(/\0/g, ".*")}$`);
  return files.filter((f) => re.test(f));
}

/** Every use a file makes of another file's exports: [file, name] pairs, "*" for all of them (an `import.meta.glob` too). */
function importsOf(root: string, source: ts.SourceFile, files: string[]): [string, string][] {
  const found: [string, string][] = [];
  const add = (spec: string, names: string[]) => {
    const target = resolve(root, source.fileName, spec);
    if (target) for (const n of names) found.push([target, n]);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause) {
      const { name, namedBindings } = node.importClause;
      const names = name ? ["default"] : [];
      if (namedBindings && ts.isNamedImports(namedBindings)) names.push(...namedBindings.elements.map((e) => (e.propertyName ?? e.name).getText()));
      if (namedBindings && ts.isNamespaceImport(namedBindings)) names.push(...namespaceNames(source, namedBindings.name.text));
      add(node.moduleSpecifier.text, names);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const spec = node.arguments[0];
      if (spec && ts.isStringLiteralLike(spec)) add(spec.text, dynamicImportNames(node));
    } else if (ts.isCallExpression(node) && node.expression.getText() === "import.meta.glob") {
      const arg = node.arguments[0];
      const patterns = arg && ts.isArrayLiteralExpression(arg) ? arg.elements : arg ? [arg] : [];
      for (const p of patterns) if (ts.isStringLiteralLike(p)) for (const file of globMatches(source.fileName, p.text, files)) found.push([file, "*"]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, [node.qualifier ? node.qualifier.getText().split(".")[0]! : "*"]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Marks `name` of `file` used, following re-exports to the file that defines it. */
function markUsed(all: Map<string, Exports>, uses: Uses, file: string, name: string, byRuntime: boolean, seen = new Set<string>()) {
  const key = `${file}\0${name}`;
  if (seen.has(key)) return;
  seen.add(key);
  const exports = all.get(file);
  if (!exports) return;
  const names = name === "*" ? [...exports.own.keys()] : [name];
  const fileUses = uses.get(file) ?? new Map<string, boolean>();
  uses.set(file, fileUses);
  for (const n of names) {
    const own = exports.own.get(n);
    if (!own) continue;
    fileUses.set(n, (fileUses.get(n) ?? false) || byRuntime);
    if (own.from) markUsed(all, uses, own.from.file, own.from.name, byRuntime, seen);
  }
  for (const star of exports.star) {
    if (name !== "default") markUsed(all, uses, star, name, byRuntime, seen);
  }
}

/** Route modules: the files app/routes.ts names, and the root layout. */
function routeModules(root: string): string[] {
  if (!fs.existsSync(path.join(root, "app/routes.ts"))) return [];
  const text = fs.readFileSync(path.join(root, "app/routes.ts"), "utf8");
  return ["app/root.tsx", ...[...text.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => `app/${m[1]}`)];
}

function countIdentifiers(source: ts.SourceFile, name: string): number {
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === name) count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

function unusedExports(root: string, sources: Map<string, ts.SourceFile>, checked: string[]) {
  const all = new Map([...sources].map(([file, source]) => [file, collectExports(root, source)]));
  const uses: Uses = new Map();
  const files = [...sources.keys()];
  for (const [file, source] of sources) {
    for (const [target, name] of importsOf(root, source, files)) markUsed(all, uses, target, name, !isTest(file) || isOwnUnitTest(file, target));
    // A re-export from a file the rule does not cover (a test helper) is a use of its own.
    if (!checked.includes(file)) for (const own of all.get(file)!.own.values()) if (own.from) markUsed(all, uses, own.from.file, own.from.name, !isTest(file));
  }
  for (const file of routeModules(root)) for (const name of ROUTE_EXPORTS) markUsed(all, uses, file, name, true);
  for (const [file, names] of Object.entries(ENTRY_EXPORTS)) for (const name of names) markUsed(all, uses, file, name, true);
  const unused: UnusedExport[] = [];
  const testsOnly: UnusedExport[] = [];
  for (const file of checked) {
    for (const [name, { line }] of all.get(file)!.own) {
      const use = uses.get(file)?.get(name);
      if (use === true || (use === false && TESTED_API[file]?.includes(name))) continue;
      const usedInFile = name !== "default" && countIdentifiers(sources.get(file)!, name) > 1;
      (use === undefined ? unused : testsOnly).push({ file, line, name, usedInFile });
    }
  }
  return { unused, testsOnly };
}

export function checkCodeSize(root = "."): Report {
  const allFiles = ["", ...fs.readdirSync(root)].flatMap((entry) => (entry && !NOT_SOURCE.has(entry) && !entry.startsWith(".") ? walk(root, entry) : []));
  const sources = new Map(allFiles.filter((f) => /\.[cm]?[jt]sx?$/.test(f)).map((f) => [f, parse(root, f)]));
  const checked = [...sources.keys()].filter((f) => CHECKED.some((dir) => f.startsWith(`${dir}/`)) && /\.tsx?$/.test(f) && !LEFT_OUT.test(f)).sort();
  const functions = checked.flatMap((f) => longFunctions(sources.get(f)!)).sort((a, b) => b.lines - a.lines);
  const files = checked
    .map((f) => ({ file: f, lines: fileLines(sources.get(f)!), runs: hasRuntimeCode(sources.get(f)!) }))
    .filter((f) => f.runs && f.lines > MAX_FILE_LINES)
    .map(({ file, lines }) => ({ file, lines }))
    .sort((a, b) => b.lines - a.lines);
  return { functions, files, ...unusedExports(root, sources, checked) };
}

function print(report: Report) {
  const exportLine = (e: UnusedExport) => `  ${e.file}:${e.line}  ${e.name}${e.usedInFile ? "  (used in its file: un-export)" : ""}`;
  console.log(`Functions over ${MAX_FUNCTION_LINES} lines: ${report.functions.length}`);
  for (const f of report.functions) console.log(`  ${f.file}:${f.line}  ${f.name}  ${f.lines} lines`);
  console.log(`Runtime files over ${MAX_FILE_LINES} lines: ${report.files.length}`);
  for (const f of report.files) console.log(`  ${f.file}  ${f.lines} lines`);
  console.log(`Exports no other file imports: ${report.unused.length}`);
  for (const e of report.unused) console.log(exportLine(e));
  console.log(`Exports used by tests only: ${report.testsOnly.length}`);
  for (const e of report.testsOnly) console.log(exportLine(e));
}

if (import.meta.main) {
  const report = checkCodeSize();
  if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
  else print(report);
  const count = report.functions.length + report.files.length + report.unused.length + report.testsOnly.length;
  process.exitCode = count > 0 ? 1 : 0;
}
