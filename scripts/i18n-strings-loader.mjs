// Build-time (development and production): every module that says area strings of the catalogue carries those
// strings and adds them to the dictionary before its own code runs. So each chunk brings exactly the strings its code
// uses, a route loads no other area's strings (ARCHITECTURE §8), and no screen has to declare what it says.
// A key is "said" when it is written in the module as a string literal ('requests.actions.take') or as the fixed
// start of a template literal (`requests.status.${status}`: every key with that start). The core parts (common, ui)
// are always in the dictionary. The catalogue's own files are left alone. A key the build cannot see
// (built by concatenation, or read from data) is reported at run time by t() as a console error, which fails e2e.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';

const CATALOGUE = 'src/shared/i18n/catalogue';
const LITERAL = /(['"`])([A-Za-z][\w,-]*(?:\.[\w,-]+)+)\1/g;
const TEMPLATE_HEAD = /`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g;

/**
 * The area strings (areas.ts's parts) by key, and the catalogue files they come from. The catalogue's files are
 * TypeScript modules of plain objects: each is transpiled and run on its own, with its relative imports.
 * @param {string} root the repository root
 * @returns {{ strings: Map<string, string>, files: string[] }}
 */
export function readAreaStrings(root) {
  const loaded = new Map();
  const load = (file) => {
    if (loaded.has(file)) return loaded.get(file).exports;
    const module = { exports: {} };
    loaded.set(file, module);
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    const require = (specifier) => load(resolve(dirname(file), `${specifier}.ts`));
    runInNewContext(outputText, { module, exports: module.exports, require });
    return module.exports;
  };
  const { areaParts } = load(resolve(root, CATALOGUE, 'areas.ts'));
  const strings = new Map();
  for (const part of Object.values(areaParts)) {
    for (const [key, text] of Object.entries(part)) strings.set(key, text);
  }
  return { strings, files: [...loaded.keys()] };
}

/**
 * The area keys a module's source says (see the header), sorted.
 * @param {string} source
 * @param {Map<string, string>} strings
 */
export function keysSaidBy(source, strings) {
  const keys = new Set();
  for (const [, , literal] of source.matchAll(LITERAL)) if (strings.has(literal)) keys.add(literal);
  for (const [, prefix] of source.matchAll(TEMPLATE_HEAD)) {
    for (const key of strings.keys()) if (key.startsWith(prefix)) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * The statement that puts those strings in the dictionary, to go before the module's own code (the import is
 * hoisted and the call is the module's first statement, so even module-level t() calls find their strings).
 * @param {string[]} keys
 * @param {Map<string, string>} strings
 */
export function stringsStatement(keys, strings) {
  if (keys.length === 0) return '';
  const said = Object.fromEntries(keys.map((key) => [key, strings.get(key)]));
  return (
    `import { addStrings as __addStrings } from '@/shared/i18n/translate';\n` +
    `__addStrings(${JSON.stringify(said)});\n`
  );
}

let cached = null;

/** The catalogue as read, again whenever one of its files has changed since (the development server). */
function areaStrings(root) {
  const stamp = (files) => files.map((file) => statSync(file).mtimeMs).join(',');
  if (cached && stamp(cached.files) === cached.stamp) return cached;
  const read = readAreaStrings(root);
  cached = { ...read, stamp: stamp(read.files) };
  return cached;
}

export default function i18nStringsLoader(source) {
  const path = this.resourcePath.replace(/\\/g, '/');
  if (path.includes('/src/shared/i18n/')) return source;
  const { strings, files } = areaStrings(this.rootContext);
  for (const file of files) this.addDependency(file);
  return stringsStatement(keysSaidBy(source, strings), strings) + source;
}
