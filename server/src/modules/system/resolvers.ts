import { staffEmailDomains } from '@contracts/rules/staff-email.js';
import { DEFAULT_EMAIL_COPY, DEFAULT_ON_SCREEN_COPY } from '../service-hours/index.js';
import type { Resolvers } from '../../graphql/__generated__/main-resolvers.js';
import { ipInRanges } from '../../security/ip-range.js';
import type { ServerConfig } from '../../config.js';

/** The client's runtime configuration (spec §3 Config). Only values safe to show a browser are included. */
export function clientConfig(config: ServerConfig) {
  return {
    wspUrl: '',
    ltUrl: '',
    redisPrefix: config.redisPrefix,
    enableOutboundPathways: true,
    version: config.version,
    attachTasksVersion: 15,
    keepLockTime: config.keepLockTime,
    environment: config.environment,
    superUserToggleVisible: true,
    pharmacyBookingUrl: config.pharmacyBookingUrl,
    defaultIceQuestions: [
      { question: 'What is the name of your emergency contact?', question_type: 'open', required: false },
      { question: 'What is their telephone number?', question_type: 'open', required: false },
    ],
    openTokApiKey: config.openTokApiKey,
    googleMapsApiKey: config.googleMapsApiKey,
    kibanaUrl: null,
    visionLoginHelperUrl: config.visionLoginHelper?.url ?? null,
    visionLoginHelperClientId: config.visionLoginHelper?.clientId ?? null,
    visionKeys: { england: null, scotland: null, wales: null },
    validStaffDomains: staffEmailDomains(config.staffEmailHost),
    dashboardIds: {
      feedback: null,
      fft: null,
      medicalConsultations: null,
      transactions: null,
      outcomes: null,
      usage: null,
      practice: null,
      arrive: null,
      workload: null,
    },
    // the confirmation messages an organisation starts from (modules/service-hours)
    defaultEmailCopy: { ...DEFAULT_EMAIL_COPY },
    defaultOnScreenCopy: { ...DEFAULT_ON_SCREEN_COPY },
  };
}

export const systemResolvers: Resolvers = {
  Query: {
    version: (_parent, _args, ctx) => ctx.config.version,
    config: (_parent, _args, ctx) => clientConfig(ctx.config),
    isUsingVPN: (_parent, _args, ctx) => ipInRanges(ctx.ip, ctx.config.vpnRanges),
  },
};
