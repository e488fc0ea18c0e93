import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboundRecipients, outboundRequests } from './tables.js';
import { notFound } from './service.js';

/**
 * The patient's submission behind a Carebridge Consult reply link (issue 18: the rating after submitting a
 * request): the organisation it went to, a key naming it (no patient identifiers) and whether the reply was sent.
 * Unknown or undispatched tokens are not found, as for the page itself.
 */
export async function replySubmissionByToken(
  db: Db,
  token: string,
): Promise<{ wcmsId: number; submission: string; submitted: boolean }> {
  const [row] = await db
    .select({
      id: outboundRecipients.id,
      wcmsId: outboundRequests.wcmsId,
      dispatchedAt: outboundRecipients.dispatchedAt,
      repliedAt: outboundRecipients.repliedAt,
    })
    .from(outboundRecipients)
    .innerJoin(outboundRequests, eq(outboundRequests.id, outboundRecipients.requestId))
    .where(eq(outboundRecipients.token, token))
    .limit(1);
  if (!row || row.dispatchedAt === null) throw notFound();
  return { wcmsId: row.wcmsId, submission: `outbound_reply:${row.id}`, submitted: row.repliedAt !== null };
}
