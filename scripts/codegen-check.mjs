// Fails when `npm run codegen` would change any generated file (ARCHITECTURE §3): hashes every generated
// folder, runs codegen, hashes again.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const roots = ['src', 'server/src', 'schema'];

async function generatedFiles(dir, inside = false) {
  const out = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await generatedFiles(path, inside || entry.name === '__generated__')));
    else if (inside) out.push(path);
  }
  return out;
}

async function snapshot() {
  const map = new Map();
  for (const root of roots) {
    for (const file of await generatedFiles(root)) {
      if ((await stat(file)).isFile())
        map.set(
          file,
          createHash('sha256')
            .update(await readFile(file))
            .digest('hex'),
        );
    }
  }
  return map;
}

const before = await snapshot();
execSync('npm run -s codegen', { stdio: 'inherit' });
const after = await snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length > 0) {
  console.error('codegen:check: generated files were stale and have been regenerated:\n  ' + changed.join('\n  '));
  console.error('Commit the regenerated files.');
  process.exit(1);
}
console.log(`codegen:check: ${after.size} generated files are up to date`);
