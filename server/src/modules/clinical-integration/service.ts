import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ServerConfig } from '../../config.js';
import { validationFailed } from '../../auth/problems.js';
import { atRestKey } from '../../auth/authenticator-secrets.js';
import { sealSecret } from '../../security/secret-box.js';
import { clinicalServerAudit, clinicalServerDetails } from './tables.js';

export type ServerDetailsInput = {
  ip: string;
  database: string;
  gatewayHost: string;
  port: number;
  server: string;
  siteCode: string;
  username: string;
  /** Write-only: null or empty keeps the stored one (required when none is stored). */
  password?: string | null;
  apiPassword?: string | null;
};

/** What the console shows: every field but the secrets, of which only whether they are set. */
export type ServerDetailsView = Omit<ServerDetailsInput, 'password' | 'apiPassword'> & {
  passwordSet: boolean;
  apiPasswordSet: boolean;
};

export const SERVER_DETAILS_MESSAGES = {
  required: 'Enter this server detail',
  ip: 'Enter an IP address like 10.0.0.12',
  port: 'Enter a port from 1 to 65535',
  tooLong: 'Must be 255 characters or fewer',
} as const;

const TEXT_FIELDS = ['database', 'gatewayHost', 'server', 'siteCode', 'username'] as const;
const isIpv4 = (value: string) =>
  /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(value) && value.split('.').every((p) => Number(p) <= 255);

export async function getServerDetails(db: Db, wcmsId: number): Promise<ServerDetailsView | null> {
  const [row] = await db.select().from(clinicalServerDetails).where(eq(clinicalServerDetails.wcmsId, wcmsId));
  if (!row) return null;
  return {
    ip: row.ip,
    database: row.database,
    gatewayHost: row.gatewayHost,
    port: row.port,
    server: row.server,
    siteCode: row.siteCode,
    username: row.username,
    passwordSet: row.passwordSealed !== '',
    apiPasswordSet: row.apiPasswordSealed !== '',
  };
}

/**
 * Saves the server details (spec §3, §5: all required). Secrets are sealed with the deployment's key; a blank
 * secret keeps the stored one. Every change writes an audit row naming the fields changed (never their values).
 */
export async function saveServerDetails(
  deps: { db: Db; config: Pick<ServerConfig, 'tokenSecret'> },
  wcmsId: number,
  input: ServerDetailsInput,
  by: { userId: number; now: Date },
): Promise<ServerDetailsView> {
  const [current] = await deps.db.select().from(clinicalServerDetails).where(eq(clinicalServerDetails.wcmsId, wcmsId));
  const errors: Record<string, string> = {};
  const ip = input.ip.trim();
  if (!ip) errors.ip = SERVER_DETAILS_MESSAGES.required;
  else if (!isIpv4(ip)) errors.ip = SERVER_DETAILS_MESSAGES.ip;
  if (!Number.isInteger(input.port) || input.port < 1 || input.port > 65535) errors.port = SERVER_DETAILS_MESSAGES.port;
  for (const field of TEXT_FIELDS) {
    const value = input[field].trim();
    if (!value) errors[field] = SERVER_DETAILS_MESSAGES.required;
    else if (value.length > 255) errors[field] = SERVER_DETAILS_MESSAGES.tooLong;
  }
  const password = input.password ?? '';
  const apiPassword = input.apiPassword ?? '';
  if (!password && !current) errors.password = SERVER_DETAILS_MESSAGES.required;
  if (!apiPassword && !current) errors.apiPassword = SERVER_DETAILS_MESSAGES.required;
  if (password.length > 255) errors.password = SERVER_DETAILS_MESSAGES.tooLong;
  if (apiPassword.length > 255) errors.apiPassword = SERVER_DETAILS_MESSAGES.tooLong;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const key = await atRestKey(deps);
  const values = {
    ip,
    database: input.database.trim(),
    gatewayHost: input.gatewayHost.trim(),
    port: input.port,
    server: input.server.trim(),
    siteCode: input.siteCode.trim(),
    username: input.username.trim(),
    passwordSealed: password ? sealSecret(password, key) : current!.passwordSealed,
    apiPasswordSealed: apiPassword ? sealSecret(apiPassword, key) : current!.apiPasswordSealed,
    updatedAt: by.now,
    updatedBy: by.userId,
  };
  const changed = [
    ...(['ip', 'database', 'gatewayHost', 'port', 'server', 'siteCode', 'username'] as const).filter(
      (field) => !current || current[field] !== values[field],
    ),
    ...(password ? ['password'] : []),
    ...(apiPassword ? ['apiPassword'] : []),
  ];
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(clinicalServerDetails)
      .values({ wcmsId, ...values })
      .onConflictDoUpdate({ target: clinicalServerDetails.wcmsId, set: values });
    if (changed.length > 0) {
      await tx.insert(clinicalServerAudit).values({ wcmsId, userId: by.userId, fields: changed, changedAt: by.now });
    }
  });
  return (await getServerDetails(deps.db, wcmsId))!;
}
