/**
 * Super user alerts (spec §2, §6): alerts uploaded from a CSV for one or many organisations (super users on the VPN
 * only), shown to those organisations' staff until acknowledged; acknowledgements are kept per staff member.
 */
export { staffAlertResolvers } from './resolvers.js';
export { STAFF_ALERT_MESSAGES, ALERT_PROBLEM_MESSAGES } from './rules.js';
export { staffAlertsModule } from './module.js';
