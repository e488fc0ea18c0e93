// Build-time replacement of graphql(`…`) / clinicalGraphql(`…`) calls by the document the client preset generated
// for them (what the preset's babel/swc plugin does): the client then bundles only the documents each chunk uses,
// instead of the whole map in gql.ts on every page. Development and tests keep the map (both give the same document).
//
// A document with a trusted-document id (persisted-documents.json) becomes, right where it is used, a String of
// just its operation's head (`mutation Login`) carrying that id: the production client sends only the id and the
// operation name (execute.ts), never the text. Inlining it keeps each document in the chunk that uses it: one shared
// graphql.ts module would sit in the entry chunk with every document any chunk uses (ARCHITECTURE §8 initial JS).
// Documents without an id (fragments, the clinical API's) still come from graphql.ts, whose constants are marked
// pure so the unused ones are dropped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TAGS = {
  graphql: '@/shared/api/graphql/main/__generated__/graphql',
  clinicalGraphql: '@/shared/api/graphql/clinical/__generated__/graphql',
};
const CALL = /\b(graphql|clinicalGraphql)\(\s*`([^`]*)`\s*\)/g;
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.([_A-Za-z0-9]+),$/gm;

const DOCUMENT =
  /^export const ([_A-Za-z0-9]+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*?\}))?\) as unknown/gm;
const HEAD = /\b(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** Each generated document constant (graphql.ts) that has a trusted-document id: name → the inline expression. */
function idOnlyDocuments(loader, tag) {
  const file = join(loader.rootContext, 'src', `${TAGS[tag].slice(2)}.ts`);
  loader.addDependency(file);
  const inline = new Map();
  for (const [, name, text, meta] of readFileSync(file, 'utf8').matchAll(DOCUMENT)) {
    const head = HEAD.exec(text);
    const hash = meta ? JSON.parse(meta).hash : undefined;
    if (!head || typeof hash !== 'string') continue;
    inline.set(
      name,
      `(/*#__PURE__*/ Object.assign(new String(${JSON.stringify(`${head[1]} ${head[2]}`)}), { __meta__: { hash: ${JSON.stringify(hash)} } }))`,
    );
  }
  return inline;
}

/** The generated map (gql.ts) of each tag: document source → the name of its constant in graphql.ts. */
function documentNames(loader, tag) {
  const gql = join(loader.rootContext, 'src', `${TAGS[tag].slice(2)}`.replace(/graphql$/, 'gql.ts'));
  loader.addDependency(gql);
  const text = readFileSync(gql, 'utf8');
  const map = text.slice(text.indexOf('const documents'));
  const names = new Map();
  for (const [, key, name] of map.matchAll(ENTRY)) names.set(JSON.parse(key), name);
  return names;
}

export default function graphqlDocumentsLoader(source) {
  const path = this.resourcePath.replace(/\\/g, '/');
  if (path.endsWith('/__generated__/graphql.ts')) {
    return source.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString(');
  }
  if (path.includes('/__generated__/') || !/\b(graphql|clinicalGraphql)\(\s*`/.test(source)) return source;
  const used = new Set();
  const names = {};
  const inline = {};
  const out = source.replace(CALL, (_call, tag, document) => {
    names[tag] ??= documentNames(this, tag);
    inline[tag] ??= idOnlyDocuments(this, tag);
    const name = names[tag].get(document);
    if (!name) throw new Error(`graphql-documents-loader: run npm run codegen, no generated document for ${document}`);
    const idOnly = inline[tag].get(name);
    if (idOnly) return idOnly;
    used.add(tag);
    return `__documents_${tag}.${name}`;
  });
  const imports = [...used].map((tag) => `import * as __documents_${tag} from '${TAGS[tag]}';\n`).join('');
  return imports + out;
}
