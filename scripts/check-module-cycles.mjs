// Fails when the server modules (server/src/modules/<name>/) import each other in a loop that is not already
// known. Part of `npm run lint`; reads import lines only, so it takes a fraction of a second.
//
// Issue 22 found a loop through session, accounts, users, groups, messages and others. Its edges are listed in
// KNOWN_CYCLE_EDGES: an import that closes a new loop fails, and so does a listed edge that no longer closes one
// (take it off the list), so the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `from → to` module imports that are part of a loop today (issue 22). */
export const KNOWN_CYCLE_EDGES = [
  'client-settings → console',
  'clinical-system → messages',
  'console → groups',
  'fft → console',
  'fft → messages',
  'groups → console',
  'groups → messages',
  'messages → clinical-system',
  'messages → fft',
  'messages → groups',
  'messages → notifications',
  'messages → request-workflow',
  'messages → service-hours',
  'messages → total-triage',
  'notifications → groups',
  'notifications → messages',
  'request-workflow → console',
  'request-workflow → messages',
  'service-hours → console',
  'total-triage → client-settings',
  'total-triage → console',
  'total-triage → clinical-system',
  'total-triage → groups',
  'total-triage → messages',
  'total-triage → request-workflow',
];

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

/** The problems to report: imports that close a new loop, and listed edges that no longer close one. */
export function cycleProblems(graph, known = KNOWN_CYCLE_EDGES) {
  const inLoop = new Map();
  for (const group of cycles(graph)) for (const m of group) inLoop.set(m, group);
  const problems = [];
  const current = new Set();
  for (const [from, edges] of graph) {
    for (const [to, file] of edges) {
      if (inLoop.get(from) === undefined || inLoop.get(from) !== inLoop.get(to)) continue;
      const edge = `${from} → ${to}`;
      current.add(edge);
      if (!known.includes(edge)) {
        problems.push(`${file} imports ${to}, closing an import loop between modules (${inLoop.get(from).join(', ')})`);
      }
    }
  }
  for (const edge of known) {
    if (!current.has(edge)) problems.push(`${edge} no longer closes a loop: remove it from KNOWN_CYCLE_EDGES`);
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
