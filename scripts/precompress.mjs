// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at build time,
// so the server sends static assets compressed without compressing them per request (@fastify/static
// preCompressed picks the copy the client accepts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

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

/** Compresses every text file of `dir` (recursively) that is at least MIN_BYTES; returns how many it wrote. */
export async function precompressDir(dir) {
  let written = 0;
  for await (const path of files(dir)) {
    const body = await readFile(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gz);
    written++;
  }
  return written;
}
