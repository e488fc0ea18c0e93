export { reportResolvers, REPORTS_AREA_LEVEL } from './resolvers.js';
export { buildReport, reportTabs, FFT_ANSWERS, type Report, type ReportTab } from './service.js';
