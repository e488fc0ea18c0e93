// Build-time replacement of graphql(`…`) / clinicalGraphql(`…`) calls by the document the client preset generated
// for them (what the preset's babel/swc plugin does): the client then bundles only the documents each chunk uses,
// instead of the whole map in gql.ts on every page. Generated document constants are marked pure so the unused ones
// are dropped. Development and tests keep the map (both give the same document).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TAGS = {
  graphql: '@/shared/api/graphql/main/__generated__/graphql',
  clinicalGraphql: '@/shared/api/graphql/clinical/__generated__/graphql',
};
const CALL = /\b(graphql|clinicalGraphql)\(\s*`([^`]*)`\s*\)/g;
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.([_A-Za-z0-9]+),$/gm;

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
  const out = source.replace(CALL, (_call, tag, document) => {
    used.add(tag);
    names[tag] ??= documentNames(this, tag);
    const name = names[tag].get(document);
    if (!name) throw new Error(`graphql-documents-loader: run npm run codegen, no generated document for ${document}`);
    return `__documents_${tag}.${name}`;
  });
  const imports = [...used].map((tag) => `import * as __documents_${tag} from '${TAGS[tag]}';\n`).join('');
  return imports + out;
}
