import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose component loads on demand: every screen is its own chunk (ARCHITECTURE §8), and brings the strings
 * its code says (the build adds them: scripts/i18n-strings-loader.mjs).
 */
export function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}
