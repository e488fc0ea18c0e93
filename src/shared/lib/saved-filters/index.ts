export { clearSavedFilters, saveFilters, useSavedFilters } from './saved-filters';
export type { SavedFilters } from './saved-filters';
