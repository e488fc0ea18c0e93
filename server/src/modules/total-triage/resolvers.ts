import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { parseId } from '../users/index.js';
import { requireConsoleAccess } from '../console/index.js';
import {
  deleteRule,
  readConsoleTriageSettings,
  reorderRules,
  ruleEditor,
  saveConsoleTriageSettings,
  saveRule,
  tryRules,
  type RuleView,
} from './console.js';

/** Total triage settings and care navigation rules are advanced settings (src/pages/console/README.md). */
export const TOTAL_TRIAGE_AREA_LEVEL = 'advanced' as const;

const ruleOut = (rule: RuleView) => ({ ...rule, id: String(rule.id), routeGroupId: String(rule.routeGroupId) });

export const totalTriageResolvers: Resolvers = {
  Query: {
    totalTriageConsoleSettings: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      return readConsoleTriageSettings(ctx.db, caller.wcmsId);
    },
    careNavigationEditor: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      const editor = await ruleEditor(ctx.db, caller.wcmsId);
      return {
        ...editor,
        rules: editor.rules.map(ruleOut),
        groups: editor.groups.map((g) => ({ id: String(g.id), name: g.name })),
      };
    },
    tryCareNavigation: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      const result = await tryRules(ctx.db, caller.wcmsId, args.input, ctx.clock.now());
      return { ...result, ruleId: result.ruleId === null ? null : String(result.ruleId) };
    },
  },
  Mutation: {
    saveTotalTriageSettings: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      return saveConsoleTriageSettings(
        ctx.db,
        caller.wcmsId,
        { ...args.input, minimumPatientAge: args.input.minimumPatientAge ?? null },
        { userId: caller.userId, now: ctx.clock.now() },
      );
    },
    saveCareNavigationRule: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      const id = args.id ? parseId(args.id, 'id') : null;
      const routeGroupId = args.input.routeGroupId ? Number(args.input.routeGroupId) : null;
      const rule = await saveRule(ctx.db, caller.wcmsId, id, {
        ...args.input,
        routeGroupId: Number.isInteger(routeGroupId) ? routeGroupId : 0,
      });
      return ruleOut(rule);
    },
    deleteCareNavigationRule: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      return deleteRule(ctx.db, caller.wcmsId, parseId(args.id, 'id'));
    },
    reorderCareNavigationRules: async (_parent, args, ctx) => {
      const caller = await requireConsoleAccess(ctx, parseId(args.wcmsId, 'wcmsId'), TOTAL_TRIAGE_AREA_LEVEL);
      const rules = await reorderRules(
        ctx.db,
        caller.wcmsId,
        args.ids.map((id) => parseId(id, 'ids')),
      );
      return rules.map(ruleOut);
    },
  },
};
