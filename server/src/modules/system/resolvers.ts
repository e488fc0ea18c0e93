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
    visionLoginHelperUrl: null,
    visionLoginHelperClientId: null,
    visionKeys: { england: null, scotland: null, wales: null },
    validStaffDomains: ['nhs.uk', 'nhs.scot', config.staffEmailHost],
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
    defaultEmailCopy: {
      inHours: 'Thank you for your request. The practice will reply within two working days.',
      outOfHours: 'Thank you for your request. The practice is closed and will reply when it reopens.',
      override: 'The practice is not taking online requests at the moment. Please telephone the practice.',
    },
    defaultOnScreenCopy: {
      inHours: 'Your request has been sent to the practice.',
      outOfHours: 'The practice is closed. Your request will be read when it reopens.',
    },
  };
}

export const systemResolvers: Resolvers = {
  Query: {
    version: (_parent, _args, ctx) => ctx.config.version,
    config: (_parent, _args, ctx) => clientConfig(ctx.config),
    isUsingVPN: (_parent, _args, ctx) => ipInRanges(ctx.ip, ctx.config.vpnRanges),
  },
};
