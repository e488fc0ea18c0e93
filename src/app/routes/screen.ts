import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadQueryProvider } from '@/shared/api';
import { loadClassMerge } from '@/shared/ui/cn';

/** The screen inside React Query's provider (nesting is harmless: every provider gives the same client). */
export async function withQueries(load: () => Promise<ComponentType>): Promise<ComponentType> {
  // tailwind-merge before the screen's modules: some compute merged class names as they load
  const [Screen, QueryProvider] = await Promise.all([loadClassMerge().then(load), loadQueryProvider()]);
  return function WithQueries() {
    return createElement(QueryProvider, null, createElement(Screen));
  };
}

/**
 * A route whose component loads on demand: every screen is its own chunk (ARCHITECTURE §8), brings the strings its
 * code says (the build adds them: scripts/i18n-strings-loader.mjs), and comes inside React Query's provider, which
 * loads with the first such screen, as does tailwind-merge (sign-in screens go without both).
 */
export function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await withQueries(load) }) };
}

/** A sign-in screen: it needs no React Query or tailwind-merge, so /login loads neither. */
export function signInScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}
