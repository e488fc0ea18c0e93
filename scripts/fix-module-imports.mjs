// Rewrites imports of another server module's internals (`../messages/service.js`) to go through that module's
// index.ts, and adds the re-exports the index then needs. For a branch written before the module boundary rule
// (server/src/modules/README.md): run `node scripts/fix-module-imports.mjs`, then `npx prettier --write server/src`
// and check the diff. A module's tables.ts keeps importing other tables.ts (the schema layer), as the rule allows.
import ts from 'typescript';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';

const MODULES = 'server/src/modules';
// the schema layer: db/schema.ts and tables.ts files name tables.ts directly
const isSchemaFile = (file) => file === 'server/src/db/schema.ts' || file.endsWith('/tables.ts');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === '__generated__') continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (path.endsWith('.ts')) out.push(path);
  }
  return out;
}

const moduleOf = (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/** module → file → name → type-only */
const needs = new Map();
let rewritten = 0;
for (const file of walk('server/src')) {
  if (file === 'server/src/db/schema.ts') continue;
  const source = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier) continue;
    const target = normalize(join(dirname(file), st.moduleSpecifier.text));
    const match = /^server\/src\/modules\/([^/]+)\/([^/]+)\.js$/.exec(target);
    if (!match) continue;
    const [, module, internal] = match;
    if (module === moduleOf(file) || internal === 'index' || internal === 'module') continue;
    if (internal === 'test-fixtures' && file.endsWith('.test.ts')) continue;
    if (internal === 'tables' && isSchemaFile(file)) continue;
    const clause = ts.isImportDeclaration(st) ? st.importClause : null;
    const typeOnly = ts.isImportDeclaration(st) ? !!clause?.isTypeOnly : st.isTypeOnly;
    const bindings = ts.isImportDeclaration(st) ? clause?.namedBindings : st.exportClause;
    if (!bindings || !('elements' in bindings) || clause?.name) {
      console.error(`${file}: not a named import of ${st.moduleSpecifier.text}; change it by hand`);
      continue;
    }
    const names =
      (needs.get(module) ?? needs.set(module, new Map()).get(module)).get(internal) ??
      needs.get(module).set(internal, new Map()).get(internal);
    for (const el of bindings.elements) {
      const name = (el.propertyName ?? el.name).text;
      names.set(name, (names.get(name) ?? true) && (typeOnly || el.isTypeOnly));
    }
    let specifier = posix.relative(dirname(file), `${MODULES}/${module}/index.js`);
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    edits.push({ start: st.moduleSpecifier.getStart(sf), end: st.moduleSpecifier.getEnd(), text: `'${specifier}'` });
  }
  if (edits.length === 0) continue;
  let out = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  writeFileSync(file, out);
  rewritten += 1;
}

/** Names an index.ts already exports (declared, re-exported, or through `export *`). */
function exportedNames(path, depth = 0) {
  const names = new Set();
  if (!existsSync(path)) return names;
  const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      if (st.exportClause && 'elements' in st.exportClause)
        for (const el of st.exportClause.elements) names.add(el.name.text);
      else if (!st.exportClause && depth < 2) {
        const target = join(dirname(path), st.moduleSpecifier.text.replace(/\.js$/, '.ts'));
        for (const name of exportedNames(target, depth + 1)) names.add(name);
      }
    } else if (st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) names.add(d.name.text);
      else if (st.name) names.add(st.name.text);
    }
  }
  return names;
}

for (const [module, files] of needs) {
  const index = `${MODULES}/${module}/index.ts`;
  const have = exportedNames(index);
  const lines = [];
  for (const [internal, names] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const missing = [...names].filter(([name]) => !have.has(name)).sort(([a], [b]) => a.localeCompare(b));
    if (missing.length === 0) continue;
    const allTypes = missing.every(([, type]) => type);
    const list = missing.map(([name, type]) => (type && !allTypes ? `type ${name}` : name)).join(', ');
    lines.push(`export ${allTypes ? 'type ' : ''}{ ${list} } from './${internal}.js';`);
  }
  if (lines.length === 0) continue;
  const before = existsSync(index) ? readFileSync(index, 'utf8') : '';
  writeFileSync(index, `${before}${lines.join('\n')}\n`);
  console.log(`${index}: ${lines.length} re-export line(s) added`);
}
console.log(`${rewritten} file(s) now import other modules through their index.ts`);
