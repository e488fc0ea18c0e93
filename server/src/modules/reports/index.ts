export { reportResolvers, REPORTS_AREA_LEVEL } from './resolvers.js';
export { buildReport, reportTabs, FFT_ANSWERS, type Report, type ReportTab } from './service.js';

// what other modules use (issue 22: other code imports a module only through its index)
export { seedReportHistory } from './demo-history.js';
export { reportsModule } from './module.js';
