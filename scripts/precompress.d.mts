/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES: number;
/** Compresses every text file of `dir` (recursively) that is at least MIN_BYTES; returns how many it wrote. */
export function precompressDir(dir: string): Promise<number>;
