import { coreCatalogue, importAreaParts, type MessageKey } from './catalogue';

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

const dictionary: Record<string, string> = { ...coreCatalogue };
let areasLoaded: Promise<void> | null = null;

/**
 * Makes every area's strings available. Signed-in screens await it before their code loads (app/routes), so
 * module-level t() calls in their slices see the full catalogue; calling it again costs nothing.
 */
export function loadCatalogue(): Promise<void> {
  areasLoaded ??= importAreaParts().then(
    (parts) => {
      for (const part of Object.values(parts)) Object.assign(dictionary, part);
    },
    (error: unknown) => {
      areasLoaded = null; // a failed chunk load can be retried by the next navigation
      throw error;
    },
  );
  return areasLoaded;
}

/**
 * Looks up a user-facing string and fills its `{name}` placeholders. A missing parameter is left visible as
 * `{name}` rather than silently dropped, so a gap shows up in review and tests; so is a key whose area has not
 * loaded (which the routes prevent).
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = dictionary[key];
  if (template === undefined) return key;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
