export { RequestLimitsPanel } from './ui/request-limits-panel';
export { AdminQueriesPanel, OutcomesPanel, TextListPanel } from './ui/text-list-panel';
export { TranslationPanel } from './ui/translation-panel';
