import { initialJs } from './initial-js.mjs';

/** Every measure `npm run bench` runs, in order. */
export const measures = [initialJs];
