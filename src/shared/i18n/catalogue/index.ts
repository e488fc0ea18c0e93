import { common } from './common';
import { ui } from './ui';

/**
 * The en-GB catalogue. Each area keeps its strings in its own file so that slices built in parallel never edit
 * the same file; keys are namespaced by area and must not collide (checked in catalogue.test.ts).
 */
export const catalogueParts = { common, ui } as const;

export const enGB = { ...common, ...ui } as const;

export type MessageKey = keyof typeof enGB;
