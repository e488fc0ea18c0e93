export { AdminQueriesPage, OutcomesPage, TranslationPage } from './ui/pages';
export { TextListPanel } from './ui/text-list-panel';
export { TranslationPanel } from './ui/translation-panel';
