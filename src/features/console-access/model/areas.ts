import type { ComponentType } from 'react';
import type { MessageKey } from '@/shared/i18n';

/** Console access levels of spec §3 Staff, lowest first. */
export const CONSOLE_LEVELS = ['none', 'basic', 'advanced', 'super'] as const;
export type ConsoleLevel = (typeof CONSOLE_LEVELS)[number];

/** What an area needs: basic settings, or advanced ones (spec §6). */
export type ConsoleAreaLevel = 'basic' | 'advanced';

/** The groups the console home lists areas under, in this order (what a manager is doing). */
export const CONSOLE_AREA_GROUPS = [
  'requests',
  'patients',
  'arrivals',
  'people',
  'organisation',
  'integration',
  'reports',
] as const;
export type ConsoleAreaGroup = (typeof CONSOLE_AREA_GROUPS)[number];

/**
 * One area of the management console: a registry entry (app/routes/console-areas.ts). Its `id` is its path segment
 * under /full/management-console.
 */
export type ConsoleArea = {
  id: string;
  group: ConsoleAreaGroup;
  level: ConsoleAreaLevel;
  title: MessageKey;
  /** One line under the title on the console home. */
  description: MessageKey;
  /** The panel, loaded when first opened; the frame gives it the organisation being configured. */
  load: () => Promise<ComponentType<ConsolePanelProps>>;
};

/**
 * What the console frame gives every area's panel: the organisation being configured. The frame renders a panel
 * only when there is one, and keyed by it, so switching organisation starts the panel afresh (nothing typed for
 * one organisation is ever saved to another).
 */
export type ConsolePanelProps = { wcmsId: string; clinicalSystem: string };

/** True when `level` reaches `needed` (none < basic < advanced < super). */
export function levelAllows(level: ConsoleLevel, needed: ConsoleAreaLevel): boolean {
  return CONSOLE_LEVELS.indexOf(level) >= CONSOLE_LEVELS.indexOf(needed);
}

/** spec §2: the console offers care navigation when the clinical system is none or unknown. */
export function offersCareNavigation(clinicalSystem: string): boolean {
  return clinicalSystem === 'na' || clinicalSystem === 'unknown';
}

/**
 * The areas the console offers for an organisation: every registered one, except that care-navigation and
 * appointment-arrivals exclude each other by clinical system (spec §2).
 */
export function availableAreas<T extends Pick<ConsoleArea, 'id'>>(areas: readonly T[], clinicalSystem: string): T[] {
  const careNavigation = offersCareNavigation(clinicalSystem);
  return areas.filter((area) => {
    if (area.id === 'care-navigation') return careNavigation;
    if (area.id === 'appointment-arrivals' || area.id === 'mobile-arrival') return !careNavigation;
    return true;
  });
}
