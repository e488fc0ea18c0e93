export { t } from './model/translate';
export type { MessageParams } from './model/translate';
export type { MessageKey } from './catalogue';
