export { loadCatalogue, t } from './translate';
export type { MessageKey } from './catalogue';
