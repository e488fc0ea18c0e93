/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Config {\n    config {\n      wspUrl\n      ltUrl\n      redisPrefix\n      enableOutboundPathways\n      version\n      attachTasksVersion\n      keepLockTime\n      environment\n      superUserToggleVisible\n      pharmacyBookingUrl\n      defaultIceQuestions {\n        question\n        question_type\n        required\n      }\n      openTokApiKey\n      googleMapsApiKey\n      kibanaUrl\n      visionLoginHelperUrl\n      visionLoginHelperClientId\n      visionKeys {\n        england\n        scotland\n        wales\n      }\n      validStaffDomains\n      dashboardIds {\n        feedback\n        fft\n        medicalConsultations\n        transactions\n        outcomes\n        usage\n        practice\n        arrive\n        workload\n      }\n      defaultEmailCopy {\n        inHours\n        outOfHours\n        override\n      }\n      defaultOnScreenCopy {\n        inHours\n        outOfHours\n      }\n    }\n  }\n": typeof types.ConfigDocument,
    "\n  query MainVersion {\n    version\n  }\n": typeof types.MainVersionDocument,
};
const documents: Documents = {
    "\n  query Config {\n    config {\n      wspUrl\n      ltUrl\n      redisPrefix\n      enableOutboundPathways\n      version\n      attachTasksVersion\n      keepLockTime\n      environment\n      superUserToggleVisible\n      pharmacyBookingUrl\n      defaultIceQuestions {\n        question\n        question_type\n        required\n      }\n      openTokApiKey\n      googleMapsApiKey\n      kibanaUrl\n      visionLoginHelperUrl\n      visionLoginHelperClientId\n      visionKeys {\n        england\n        scotland\n        wales\n      }\n      validStaffDomains\n      dashboardIds {\n        feedback\n        fft\n        medicalConsultations\n        transactions\n        outcomes\n        usage\n        practice\n        arrive\n        workload\n      }\n      defaultEmailCopy {\n        inHours\n        outOfHours\n        override\n      }\n      defaultOnScreenCopy {\n        inHours\n        outOfHours\n      }\n    }\n  }\n": types.ConfigDocument,
    "\n  query MainVersion {\n    version\n  }\n": types.MainVersionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Config {\n    config {\n      wspUrl\n      ltUrl\n      redisPrefix\n      enableOutboundPathways\n      version\n      attachTasksVersion\n      keepLockTime\n      environment\n      superUserToggleVisible\n      pharmacyBookingUrl\n      defaultIceQuestions {\n        question\n        question_type\n        required\n      }\n      openTokApiKey\n      googleMapsApiKey\n      kibanaUrl\n      visionLoginHelperUrl\n      visionLoginHelperClientId\n      visionKeys {\n        england\n        scotland\n        wales\n      }\n      validStaffDomains\n      dashboardIds {\n        feedback\n        fft\n        medicalConsultations\n        transactions\n        outcomes\n        usage\n        practice\n        arrive\n        workload\n      }\n      defaultEmailCopy {\n        inHours\n        outOfHours\n        override\n      }\n      defaultOnScreenCopy {\n        inHours\n        outOfHours\n      }\n    }\n  }\n"): typeof import('./graphql').ConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainVersion {\n    version\n  }\n"): typeof import('./graphql').MainVersionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
