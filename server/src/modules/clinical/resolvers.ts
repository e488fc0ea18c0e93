import type { Resolvers } from '../../graphql/__generated__/clinical-resolvers.js';
import type { RequestContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import { validationFailed } from '../../auth/problems.js';
import { canActFor, parseId, requireUser } from '../users/index.js';
import {
  attachRecord,
  getCachedPatientId,
  getRecordAttachment,
  listPatientRecords,
  upsertCachedPatientId,
} from './service.js';
import { findClinicalStaffMember } from './directory.js';

/** The caller, who must be able to act for the organisation (spec §6). */
export async function requireClinicalAccess(ctx: Pick<RequestContext, 'db' | 'user'>, wcmsId: number) {
  const user = requireUser(ctx.user);
  if (!(await canActFor(ctx.db, user, wcmsId))) throw forbidden();
  return user;
}

const NHS_NUMBER = /^\d{10}$/;
const cleanNhs = (value: string) => value.replace(/\s/g, '');
/** spec §9 Patient attachment list is queried from 01/01/1970. */
const EPOCH = new Date(0);

export const clinicalSystemResolvers: Resolvers = {
  Query: {
    version: (_parent, _args, ctx) => ctx.config.version,
    clinicalStaffMember: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      const user = await requireClinicalAccess(ctx, wcmsId);
      return findClinicalStaffMember(ctx.db, wcmsId, user.userId);
    },
    cachedClinicalPatientId: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      const row = await getCachedPatientId(ctx.db, cleanNhs(args.nhsNumber), wcmsId, args.clinicalSystem);
      return row && { ...row, wcmsId: String(row.wcmsId) };
    },
    patientRecords: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      const from = args.from ? new Date(args.from) : EPOCH;
      if (Number.isNaN(from.getTime())) throw validationFailed({ from: 'Enter a valid date' });
      const records = await listPatientRecords(ctx.db, wcmsId, args.clinicalPatientId, from);
      return records.map((r) => ({
        id: String(r.id),
        clinicalPatientId: r.clinicalPatientId,
        nhsNumber: r.nhsNumber,
        title: r.title,
        heading: r.heading,
        detail: r.detail,
        staffId: r.staffId,
        dateAttached: r.dateAttached.toISOString(),
        type: r.type,
        codes: r.codes.map((c) => ({ ...c })),
        attachments: r.attachments.map((a) => ({ ...a, id: String(a.id) })),
      }));
    },
    patientRecordAttachment: async (_parent, args, ctx) => {
      const wcmsId = parseId(args.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      const file = await getRecordAttachment(ctx.db, wcmsId, parseId(args.id, 'id'));
      return file && { id: String(file.id), name: file.name, content: file.content.toString('base64') };
    },
  },
  Mutation: {
    attach: async (_parent, { wcmsId: rawWcmsId, attachInput }, ctx) => {
      const wcmsId = parseId(rawWcmsId, 'wcmsId');
      const user = await requireClinicalAccess(ctx, wcmsId);
      const errors: Record<string, string> = {};
      const nhsNumber = cleanNhs(attachInput.nhsNumber);
      if (nhsNumber && !NHS_NUMBER.test(nhsNumber)) errors.nhsNumber = 'Enter a valid NHS number';
      if (!attachInput.title.trim()) errors.title = 'Enter a title';
      for (const code of attachInput.codes ?? []) {
        if (!code.scheme.trim() || !code.value.trim()) errors.codes = 'Every code needs a scheme and a value';
      }
      for (const file of attachInput.attachments ?? []) {
        if (!file.name.trim() || !/^[A-Za-z0-9+/=\s]*$/.test(file.content)) errors.attachments = 'Attach valid files';
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      return attachRecord(ctx.db, ctx.clock, { userId: user.userId, wcmsId }, { ...attachInput, nhsNumber });
    },
    upsertCachedClinicalPatientId: async (_parent, { input }, ctx) => {
      const wcmsId = parseId(input.wcmsId, 'wcmsId');
      await requireClinicalAccess(ctx, wcmsId);
      const nhsNumber = cleanNhs(input.nhsNumber);
      if (!NHS_NUMBER.test(nhsNumber)) throw validationFailed({ nhsNumber: 'Enter a valid NHS number' });
      if (!input.clinicalPatientId.trim()) throw validationFailed({ clinicalPatientId: 'Enter the patient id' });
      const row = await upsertCachedPatientId(ctx.db, ctx.clock, {
        nhsNumber,
        wcmsId,
        clinicalSystem: input.clinicalSystem,
        clinicalPatientId: input.clinicalPatientId.trim(),
      });
      return { ...row, wcmsId: String(row.wcmsId) };
    },
  },
};
