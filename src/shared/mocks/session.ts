import { installAuthBridge } from '@/shared/auth';
import { storage, type StoredOrganisation } from '@/shared/lib/storage';
import type { DemoAccount } from './fixtures/accounts';

/**
 * Puts a demo account's session (and optionally an organisation) in storage and connects the API layer to
 * it, as sign-in would. For a story's or test's beforeEach; returns the cleanup.
 */
export function signInAs(account: DemoAccount, organisation?: StoredOrganisation | null): () => void {
  installAuthBridge();
  storage.set('session_data', account.session);
  storage.set('super_user', account.viewer.isSuperUser);
  storage.set('is_vpn', false);
  if (organisation) storage.set('organisation', organisation);
  return () => {
    for (const key of ['session_data', 'super_user', 'is_vpn', 'organisation', 'user_settings'] as const) {
      storage.remove(key);
    }
  };
}
