// Fails when the server modules (server/src/modules/<name>/) import each other in a loop. Part of `npm run lint`;
// reads import lines only, so it takes a fraction of a second.
//
// Issue 22 found a loop through session, accounts, users, groups, messages and others, and broke it: a module that
// must tell a higher one of a change raises an event (server/src/modules/events.ts) instead of importing it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;

/** The module-to-module imports of the server: Map<from, Map<to, first file that imports it>>. Tests and type-only imports do not count. */
export function moduleGraph(modulesDir) {
  const graph = new Map();
  for (const name of readdirSync(modulesDir)) {
    const dir = join(modulesDir, name);
    if (!statSync(dir).isDirectory()) continue;
    const edges = new Map();
    graph.set(name, edges);
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'test-fixtures.ts') continue;
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [, , typeOnly, specifier] of source.matchAll(IMPORT)) {
        if (typeOnly) continue;
        const other = /^\.\.\/([^./][^/]*)\//.exec(specifier)?.[1];
        if (other && other !== name && !edges.has(other)) edges.set(other, `${name}/${file}`);
      }
    }
  }
  return graph;
}

/** Strongly connected groups of modules (Tarjan), each a loop of imports when it has more than one member. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

/** The problems to report: each import that closes a loop between modules. */
export function cycleProblems(graph) {
  const inLoop = new Map();
  for (const group of cycles(graph)) for (const m of group) inLoop.set(m, group);
  const problems = [];
  for (const [from, edges] of graph) {
    for (const [to, file] of edges) {
      if (inLoop.get(from) === undefined || inLoop.get(from) !== inLoop.get(to)) continue;
      problems.push(`${file} imports ${to}, closing an import loop between modules (${inLoop.get(from).join(', ')})`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const modulesDir = fileURLToPath(new URL('../server/src/modules/', import.meta.url));
  const problems = cycleProblems(moduleGraph(modulesDir));
  if (process.argv.includes('--list')) {
    const graph = moduleGraph(modulesDir);
    const all = [];
    for (const g of cycles(graph))
      for (const f of g) for (const t of graph.get(f).keys()) if (g.includes(t)) all.push(`${f} → ${t}`);
    console.log(JSON.stringify(all.sort(), null, 2));
  }
  for (const problem of problems) console.error(`check-module-cycles: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
