import { RestError } from '@/shared/api';
import { toStoredSession } from '@/shared/auth';
import { storage } from '@/shared/lib/storage';
import { requestAutoSignIn } from '../api/login';
import { completeSignIn } from './sign-in';

/**
 * The auto sign-in guid for this machine's clinical staff member (storage auto_sign_in, keyed by clinical
 * staff guid). Before the desktop host has said who is at the clinical system, a single entry is used.
 */
export function storedAutoSignInGuid(): string | null {
  const entries = storage.get('auto_sign_in');
  if (!entries || typeof entries !== 'object') return null;
  const staffGuid = storage.get('clinical_staff')?.clinicalStaffGuid;
  if (staffGuid) return entries[staffGuid] ?? null;
  const guids = Object.values(entries).filter((guid) => typeof guid === 'string' && guid);
  return guids.length === 1 ? (guids[0] ?? null) : null;
}

function forget(guid: string): void {
  const entries = storage.get('auto_sign_in') ?? {};
  const rest = Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== guid));
  if (Object.keys(rest).length > 0) storage.set('auto_sign_in', rest);
  else storage.remove('auto_sign_in');
}

/**
 * Signs in with the stored auto sign-in guid (POST /session {guid}) and returns where to go next, or null when
 * there is no guid. A guid the server refuses is forgotten, so the next visit goes straight to the login.
 */
export async function autoSignIn(): Promise<string | null> {
  const guid = storedAutoSignInGuid();
  if (!guid) return null;
  let result;
  try {
    result = await requestAutoSignIn(guid);
  } catch (error) {
    if (error instanceof RestError && [400, 401, 403].includes(error.status)) forget(guid);
    throw error;
  }
  const session = result ? toStoredSession(result) : null;
  if (!session) {
    forget(guid);
    throw new Error('Auto sign-in was refused');
  }
  return completeSignIn(session, { full: true, viaAutoSignIn: true });
}
