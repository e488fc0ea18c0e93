import { coreCatalogue, importAreaParts, type MessageKey } from './catalogue';

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

const dictionary: Record<string, string> = { ...coreCatalogue };
const reported = new Set<string>();

/**
 * Adds area strings of the catalogue to the dictionary. The build calls it at the top of every module that says area
 * strings, with those strings (scripts/i18n-strings-loader.mjs): a chunk brings the strings its code uses, and
 * nothing else.
 */
export function addStrings(...parts: Readonly<Record<string, string>>[]): void {
  for (const part of parts) Object.assign(dictionary, part);
}

let areasLoaded: Promise<void> | null = null;

/** Loads every area's strings at once: for tests and stories, which render slices without the build's loader. */
export function loadCatalogue(): Promise<void> {
  areasLoaded ??= importAreaParts().then((parts) => addStrings(...Object.values(parts)));
  return areasLoaded;
}

/**
 * Looks up a user-facing string and fills its `{name}` placeholders. A missing parameter is left visible as
 * `{name}` rather than silently dropped, so a gap shows up in review and tests. A key whose area the page has not
 * loaded (the build could not see it said: see addStrings) shows as the key and is reported once as a console error,
 * which fails the e2e journey that meets it.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = dictionary[key];
  if (template === undefined) {
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`Carebridge: no string for ${key} on this page (write the key as a literal where it is used)`);
    }
    return key;
  }
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
