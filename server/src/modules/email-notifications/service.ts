import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../auth/problems.js';
import { organisations } from '../organisations/index.js';
import { countArrivedInIncoming } from '../messages/index.js';
import { emailNotificationSettings } from './tables.js';
import { NOTIFICATION_INTERVAL_MS, notificationAddressError, notificationEmail } from './rules.js';

export type EmailNotificationDeps = Pick<AppDeps, 'db' | 'clock' | 'messaging' | 'config'>;

/** The settings as the API shows them. */
export async function getEmailNotificationSettings(db: Db, wcmsId: number) {
  const [row] = await db
    .select()
    .from(emailNotificationSettings)
    .where(eq(emailNotificationSettings.wcmsId, wcmsId))
    .limit(1);
  return { address: row?.address ?? null, last_sent_at: row?.lastSentAt?.toISOString() ?? null };
}

/**
 * Sets (or clears, with null or blank) the address. A new or changed address counts only requests from now on, so
 * setting it never sends a backlog.
 */
export async function saveEmailNotificationSettings(
  db: Db,
  wcmsId: number,
  input: { address: string | null },
  by: { userId: number; now: Date; staffEmailHost: string },
) {
  const address = input.address?.trim().toLowerCase() || null;
  if (address) {
    const error = notificationAddressError(address, by.staffEmailHost);
    if (error) throw validationFailed({ address: error });
  }
  const current = await getEmailNotificationSettings(db, wcmsId);
  const changed = current.address !== address;
  const values = {
    address,
    updatedAt: by.now,
    updatedBy: by.userId,
    ...(changed ? { countedUpTo: by.now } : {}),
  };
  await db
    .insert(emailNotificationSettings)
    .values({ wcmsId, countedUpTo: by.now, ...values })
    .onConflictDoUpdate({ target: emailNotificationSettings.wcmsId, set: values });
  return getEmailNotificationSettings(db, wcmsId);
}

/**
 * One pass: for each organisation with an address whose last email is at least 10 minutes old, counts the requests
 * that arrived in Incoming requests since the last count and, when there are any, claims the organisation (a
 * conditional update only one node can win) and emails the count through the messaging provider. A failed send
 * gives the claim back, so the requests are counted again next time. Returns how many emails went.
 */
export async function processEmailNotifications(deps: EmailNotificationDeps): Promise<number> {
  const now = deps.clock.now();
  const dueBefore = new Date(now.getTime() - NOTIFICATION_INTERVAL_MS);
  const due = await deps.db
    .select({ setting: emailNotificationSettings, organisation: organisations.name })
    .from(emailNotificationSettings)
    .innerJoin(organisations, eq(organisations.wcmsId, emailNotificationSettings.wcmsId))
    .where(
      and(
        isNotNull(emailNotificationSettings.address),
        or(isNull(emailNotificationSettings.lastSentAt), lte(emailNotificationSettings.lastSentAt, dueBefore)),
      ),
    );
  let sent = 0;
  for (const { setting, organisation } of due) {
    const count = await countArrivedInIncoming(deps.db, setting.wcmsId, setting.countedUpTo, now);
    if (count === 0) continue;
    const claimed = await deps.db
      .update(emailNotificationSettings)
      .set({ countedUpTo: now, lastSentAt: now })
      .where(
        and(
          eq(emailNotificationSettings.wcmsId, setting.wcmsId),
          eq(emailNotificationSettings.countedUpTo, setting.countedUpTo),
          eq(emailNotificationSettings.address, setting.address!),
        ),
      )
      .returning({ wcmsId: emailNotificationSettings.wcmsId });
    if (claimed.length === 0) continue; // another node took it
    const email = notificationEmail(organisation, count, `${deps.config.publicUrl}/full/messages/list`);
    try {
      await deps.messaging.send({ channel: 'email', recipient: setting.address!, ...email, wcmsId: setting.wcmsId });
      sent += 1;
    } catch (error) {
      await deps.db
        .update(emailNotificationSettings)
        .set({ countedUpTo: setting.countedUpTo, lastSentAt: setting.lastSentAt })
        .where(
          and(eq(emailNotificationSettings.wcmsId, setting.wcmsId), eq(emailNotificationSettings.lastSentAt, now)),
        );
      throw error;
    }
  }
  return sent;
}
