import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organisations } from '../organisations/index.js';

export type ShareTarget = { wcmsId: number; name: string };
export type ShareFailure = { wcmsId: string; name: string | null; reason: string };

/**
 * Checks each organisation something is to be shared with on its own (spec §8 group sharing partial failures):
 * which may receive it and, for the rest, why not. Unknown ids are not shown to callers as names.
 */
export async function checkShareTargets(
  db: Db,
  ownerWcmsId: number,
  wcmsIds: number[],
): Promise<{ ok: ShareTarget[]; failed: ShareFailure[] }> {
  const wanted = [...new Set(wcmsIds)];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ wcmsId: organisations.wcmsId, name: organisations.name, active: organisations.active })
          .from(organisations)
          .where(inArray(organisations.wcmsId, wanted));
  const byId = new Map(rows.map((r) => [r.wcmsId, r]));
  const ok: ShareTarget[] = [];
  const failed: ShareFailure[] = [];
  for (const wcmsId of wanted) {
    const row = byId.get(wcmsId);
    if (wcmsId === ownerWcmsId) {
      failed.push({
        wcmsId: String(wcmsId),
        name: row?.name ?? null,
        reason: 'It already belongs to this organisation.',
      });
    } else if (!row) {
      failed.push({ wcmsId: String(wcmsId), name: null, reason: 'There is no organisation with this id.' });
    } else if (!row.active) {
      failed.push({ wcmsId: String(wcmsId), name: row.name, reason: 'This organisation is no longer active.' });
    } else {
      ok.push({ wcmsId, name: row.name });
    }
  }
  return { ok, failed };
}
