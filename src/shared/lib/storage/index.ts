export { storage } from './storage';
export { useStoredValue } from './use-stored-value';
export { STORAGE_KEYS } from './schema';
export type {
  JsonObject,
  JsonValue,
  LockRecord,
  OrganisationRole,
  StorageKey,
  StorageSchema,
  StoredClinicalStaff,
  StoredOrganisation,
  StoredSession,
  StoredUserData,
  StoredUserSettings,
} from './schema';
