import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpProblem } from '../../errors.js';
import { organisations, type ClinicalSystemId, type OrganisationFeatures } from '../organisations/index.js';
import { requireUser } from './access.js';
import { memberships, users, type Role } from './tables.js';

/** A member of the organisation acting in one of its staff areas (requests, outbound, patients). */
export type AreaCaller = {
  userId: number;
  name: string;
  role: Exclude<Role, 'super'>;
  wcmsId: number;
  organisationName: string;
  features: OrganisationFeatures;
  clinicalSystem: ClinicalSystemId;
};

/** Every call to a staff area reads the caller's membership: prepared once per database (a named statement). */
const areaQueries = new WeakMap<Db, ReturnType<typeof prepareAreaQuery>>();

function prepareAreaQuery(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      organisationName: organisations.name,
      features: organisations.features,
      clinicalSystem: organisations.clinicalSystem,
      role: memberships.role,
      forename: users.forename,
      surname: users.surname,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(memberships, and(eq(memberships.wcmsId, organisations.wcmsId), eq(memberships.userId, userId)))
    .where(eq(organisations.wcmsId, sql.placeholder('wcmsId')))
    .limit(1)
    .prepare('staff_area_caller');
}

function areaQuery(db: Db) {
  let query = areaQueries.get(db);
  if (!query) {
    query = prepareAreaQuery(db);
    areaQueries.set(db, query);
  }
  return query;
}

/**
 * The staff areas of spec §6 (requests, outbound, patients): the caller must be a member of the organisation with a
 * role other than 'super' ('Super role is denied the outbound, messages and patients areas'). A super user acting
 * for an organisation they are not a member of acts with role 'super', so is refused with the area's `noAccess`
 * wording; a super user who is also a member acts with their membership's role. An unknown organisation is 404 for
 * a super user and 403 for anyone else (who may not learn which organisations exist).
 */
export async function requireStaffArea(
  ctx: Pick<RequestContext, 'db' | 'user'>,
  wcmsId: number,
  noAccess: string,
): Promise<AreaCaller> {
  const user = requireUser(ctx.user);
  const [row] = await areaQuery(ctx.db).execute({ userId: user.userId, wcmsId });
  if (!row) {
    if (user.isSuperUser) throw new HttpProblem(404, 'Organisation not found', 'NOT_FOUND');
    throw forbidden();
  }
  const role: Role | null = row.role ?? (user.isSuperUser ? 'super' : null);
  if (role === null) throw forbidden();
  if (role === 'super') throw new HttpProblem(403, noAccess, 'FORBIDDEN');
  return {
    userId: user.userId,
    name: `${row.forename} ${row.surname}`,
    role,
    wcmsId,
    organisationName: row.organisationName,
    features: row.features,
    clinicalSystem: row.clinicalSystem,
  };
}
