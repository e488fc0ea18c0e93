export { AdminQueriesPage, OutcomesPage } from './ui/pages';
export { RequestLimitsPanel } from './ui/request-limits-panel';
export { TextListPanel } from './ui/text-list-panel';
export { TranslationPanel } from './ui/translation-panel';
