// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at build time,
// so the server sends static assets compressed without compressing them per request (@fastify/static
// preCompressed picks the copy the client accepts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|ico|xml)$/;
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses one file; brotli's slowest, smallest setting only where it stays quick (files under 1 MB). */
async function precompressFile(path) {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: body.length < 1024 * 1024 ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return true;
}

/** Compresses every text file of `dir` (recursively) that is at least MIN_BYTES; returns how many it wrote. */
export async function precompressDir(dir) {
  const paths = [];
  for await (const path of files(dir)) paths.push(path);
  // zlib runs on libuv's thread pool: the files compress side by side
  const written = await Promise.all(paths.map(precompressFile));
  return written.filter(Boolean).length;
}
