import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../auth/problems.js';
import { notFound } from '../../errors.js';
import { clinicalAgents } from './tables.js';

export const AGENT_MESSAGES = {
  hostnameRequired: 'Enter the agent hostname',
  hostnameInvalid: 'Enter a hostname of letters, digits, dots and hyphens (at most 253 characters)',
  notFound: 'This agent no longer exists',
  notApproved:
    'Clinical agent connect failure: this agent has not been approved for this organisation. Ask a practice manager to approve it under Clinical integration.',
} as const;

export type AgentView = { id: string; hostname: string; lastSeen: string; approved: boolean };

const view = (row: typeof clinicalAgents.$inferSelect): AgentView => ({
  id: String(row.id),
  hostname: row.hostname,
  lastSeen: row.lastSeenAt.toISOString(),
  approved: row.approvedAt !== null,
});

/** A hostname as the agent reports it: trimmed, lower case (DNS names are case-insensitive), checked. */
export function normaliseHostname(value: string): string {
  const hostname = value.trim().toLowerCase();
  if (!hostname) throw validationFailed({ hostname: AGENT_MESSAGES.hostnameRequired });
  if (hostname.length > 253 || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(hostname))
    throw validationFailed({ hostname: AGENT_MESSAGES.hostnameInvalid });
  return hostname;
}

export async function listAgents(db: Db, wcmsId: number): Promise<AgentView[]> {
  const rows = await db
    .select()
    .from(clinicalAgents)
    .where(eq(clinicalAgents.wcmsId, wcmsId))
    .orderBy(desc(clinicalAgents.lastSeenAt), clinicalAgents.hostname);
  return rows.map(view);
}

/**
 * An agent checks in: recorded (or its last seen time moved on) and told whether it may connect. One row per
 * organisation and hostname, so two check-ins at once never make two agents.
 */
export async function reportAgent(
  db: Db,
  wcmsId: number,
  hostname: string,
  now: Date,
): Promise<{ approved: boolean; error: string | null }> {
  const [row] = await db
    .insert(clinicalAgents)
    .values({ wcmsId, hostname: normaliseHostname(hostname), lastSeenAt: now })
    .onConflictDoUpdate({ target: [clinicalAgents.wcmsId, clinicalAgents.hostname], set: { lastSeenAt: now } })
    .returning();
  const approved = row!.approvedAt !== null;
  return { approved, error: approved ? null : AGENT_MESSAGES.notApproved };
}

export async function approveAgent(
  db: Db,
  wcmsId: number,
  id: number,
  by: { userId: number; now: Date },
): Promise<AgentView> {
  const [current] = await db
    .select()
    .from(clinicalAgents)
    .where(and(eq(clinicalAgents.id, id), eq(clinicalAgents.wcmsId, wcmsId)));
  if (!current) throw notFound(AGENT_MESSAGES.notFound);
  if (current.approvedAt) return view(current);
  const [row] = await db
    .update(clinicalAgents)
    .set({ approvedAt: by.now, approvedBy: by.userId })
    .where(eq(clinicalAgents.id, id))
    .returning();
  return view(row!);
}

export async function deleteAgent(db: Db, wcmsId: number, id: number): Promise<string> {
  const deleted = await db
    .delete(clinicalAgents)
    .where(and(eq(clinicalAgents.id, id), eq(clinicalAgents.wcmsId, wcmsId)))
    .returning({ id: clinicalAgents.id });
  if (deleted.length === 0) throw notFound(AGENT_MESSAGES.notFound);
  return String(id);
}
