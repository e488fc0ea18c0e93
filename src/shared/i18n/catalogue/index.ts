import { common } from './common';
import { ui } from './ui';
import type { areaParts } from './areas';

/**
 * The en-GB catalogue. Each area keeps its strings in its own file so that slices built in parallel never edit
 * the same file; keys are namespaced by area and must not collide (checked in translate.test.ts).
 *
 * The core parts (the common words and the shared UI's) are always present. The other areas (areas.ts), the
 * sign-in screens' and the application shell's too, come with the code that says them: the build adds each module's
 * areas to it (scripts/i18n-strings-loader.mjs), so a route carries only its own areas' strings (ARCHITECTURE §8).
 */
export const coreParts = { common, ui } as const;

export const coreCatalogue = { ...common, ...ui } as const;

type Parts = typeof areaParts;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AreaStrings = UnionToIntersection<Parts[keyof Parts]>;

export type MessageKey = keyof typeof coreCatalogue | keyof AreaStrings;

/** Loads every area's strings (tests and stories). */
export const importAreaParts = () => import('./areas').then((m) => m.areaParts);
