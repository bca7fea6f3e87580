// `npm run lint:cycles`: fails when modules under app/ import each other in a circle, at run time or
// for types only (docs/decisions/182-no-import-circles.md). It resolves imports with TypeScript's
// own resolver and tsconfig.json, so the `~/` alias and `import type` count like any other import.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  root,
);

const files = readdirSync(appDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Each app module and the app modules it imports (generated route types and packages left out). */
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target) => target && target.startsWith(appDir + path.sep) && !target.includes("node_modules"));
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of two or more modules is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let counter = 0;
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(path.relative(root, member));
  } while (member !== node);
  if (component.length > 1 || graph.get(node)?.includes(node)) circles.push(component.sort());
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s) among app/ modules:`);
  for (const circle of circles) console.error(`  ${circle.join(" <-> ")}`);
  process.exit(1);
}
console.log(`No import circles among ${graph.size} app/ modules.`);
