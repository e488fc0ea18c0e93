import { enGB, type MessageKey } from './catalogue';

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Looks up a user-facing string and fills its `{name}` placeholders. A missing parameter is left visible as
 * `{name}` rather than silently dropped, so a gap shows up in review and tests.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = enGB[key];
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
