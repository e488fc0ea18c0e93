import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { testConfig } from '../../config.js';
import { userAuthenticators } from '../../auth/tables.js';
import { atRestKey, openAuthenticatorSecret, sealAuthenticatorSecret } from '../../auth/authenticator-secrets.js';
import { openSecret } from '../../security/secret-box.js';
import { clinicalServerDetails } from '../clinical-integration/index.js';
import { saveServerDetails } from '../clinical-integration/index.js';
import { rotateSealedSecrets } from './index.js';

const OLD = 'old-deployment-secret-0123456789-abcdefghij';
const NEW = 'new-deployment-secret-9876543210-zyxwvutsrq';
const TOTP = 'JBSWY3DPEHPK3PXP';
const PASSWORD = 'Server-pass-rotation-1';
const API_PASSWORD = 'Api-pass-rotation-2';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const deps = (config: Parameters<typeof testConfig>[0]) => ({ db: database.db, config: testConfig(config) });

async function stored() {
  const [authenticator] = await database.db.select().from(userAuthenticators).where(eq(userAuthenticators.userId, 2));
  const [server] = await database.db.select().from(clinicalServerDetails).where(eq(clinicalServerDetails.wcmsId, 1001));
  return [authenticator!.secret, server!.passwordSealed, server!.apiPasswordSealed] as const;
}

describe('rotating the deployment secret', () => {
  it('reads secrets sealed with the previous secret, re-encrypts them once (two nodes at once), and then needs only the new one', async () => {
    // sealed under the old secret
    const old = deps({ tokenSecret: OLD });
    await database.db.insert(userAuthenticators).values({
      userId: 2,
      secret: await sealAuthenticatorSecret(old, TOTP),
      confirmedAt: new Date(),
      createdAt: new Date(),
    });
    await saveServerDetails(
      old,
      1001,
      {
        ip: '10.0.0.12',
        database: 'VISION',
        gatewayHost: 'gateway.riverside.local',
        port: 1433,
        server: 'SQL01',
        siteCode: 'RIV01',
        username: 'carebridge',
        password: PASSWORD,
        apiPassword: API_PASSWORD,
      },
      { userId: 4, now: new Date() },
    );
    const before = await stored();

    // the new secret alone cannot read them; with the previous one given, sign-in codes keep working
    await expect(openAuthenticatorSecret(deps({ tokenSecret: NEW }), before[0])).rejects.toThrow();
    const rotating = deps({ tokenSecret: NEW, tokenSecretPrevious: OLD });
    expect(await openAuthenticatorSecret(rotating, before[0])).toBe(TOTP);

    // start-up on two nodes at once: each secret is re-encrypted once
    const [a, b] = await Promise.all([rotateSealedSecrets(rotating), rotateSealedSecrets(rotating)]);
    expect(a.resealed + b.resealed).toBe(3);
    expect(a.unreadable + b.unreadable).toBe(0);
    const after = await stored();
    after.forEach((value, i) => expect(value).not.toBe(before[i]));

    // now the new secret alone opens everything, and the old key opens nothing
    const newOnly = deps({ tokenSecret: NEW });
    const newKey = await atRestKey(newOnly);
    const oldKey = await atRestKey(old);
    expect(await openAuthenticatorSecret(newOnly, after[0])).toBe(TOTP);
    expect(openSecret(after[1], newKey)).toBe(PASSWORD);
    expect(openSecret(after[2], newKey)).toBe(API_PASSWORD);
    for (const value of after) expect(() => openSecret(value, oldKey)).toThrow();

    // again: nothing left to do
    expect(await rotateSealedSecrets(rotating)).toEqual({ resealed: 0, unreadable: 0 });
  });

  it('reports secrets no known key opens and leaves them untouched', async () => {
    const wrong = deps({ tokenSecret: 'a-third-secret-that-sealed-nothing-here-0000', tokenSecretPrevious: OLD });
    const before = await stored();
    expect(await rotateSealedSecrets(wrong)).toEqual({ resealed: 0, unreadable: 3 });
    expect(await stored()).toEqual(before);
  });
});
