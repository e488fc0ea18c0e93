export { storage } from './storage';
export { useStoredValue } from './use-stored-value';
export { STORAGE_KEYS } from './schema';
export type { JsonObject, StorageKey, StoredOrganisation, StoredSession, StoredUserSettings } from './schema';
