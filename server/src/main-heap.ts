import { setFlagsFromString } from 'node:v8';

/**
 * The server's young generation stays at V8's starting size instead of growing to 16 MB per semi-space while start-up
 * allocates fast (and staying there): imported first by main.ts, before the rest loads. Idle, that held ~35 MB of heap
 * that the 250 MB memory budget (ARCHITECTURE §8) had no room for; the price is more frequent minor collections (an
 * inbox list call cost ~5% more CPU in a quick comparison). V8 reads this flag each time it would grow the space.
 */
setFlagsFromString('--semi-space-growth-factor=1');
