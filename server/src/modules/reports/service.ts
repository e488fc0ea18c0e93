import type { Db } from '../../db/client.js';
import { reportPeriods } from './period.js';
import { appointmentArrivals } from './tab-appointment-arrivals.js';
import { feedbackTab } from './tab-feedback.js';
import { fft } from './tab-fft.js';
import { medicalConsultations } from './tab-medical-consultations.js';
import { onlineConsultations } from './tab-online-consultations.js';
import { outcomes } from './tab-outcomes.js';
import { transactions } from './tab-transactions.js';
import { usage } from './tab-usage.js';
import type { Report, ReportTab, TabParts } from './types.js';

export { reportTabs, FFT_ANSWERS, ARRIVAL_METHODS, type Report, type ReportTab } from './types.js';

/**
 * One report tab for an organisation (the caller's console access is checked by the resolver). Each tab's queries
 * live in its own tab-*.ts; what they share in query.ts; the requests' per-day rollup in tables.ts.
 */
export async function buildReport(
  db: Db,
  wcmsId: number,
  tab: ReportTab,
  from: string,
  to: string,
  search: string | null = null,
): Promise<Report> {
  const { current: c, previous: p } = reportPeriods(from, to);
  const frame = { tab, from: c.from, to: c.to, previousFrom: p.from, previousTo: p.to };
  const term = search?.trim().slice(0, 200) || null;
  const tabs: Record<ReportTab, () => Promise<TabParts>> = {
    online_consultations: () => onlineConsultations(db, wcmsId, c, p),
    medical_consultations: () => medicalConsultations(db, wcmsId, c, p),
    outcomes: () => outcomes(db, wcmsId, c, p),
    transactions: () => transactions(db, wcmsId, c, p),
    usage: () => usage(db, wcmsId, c, p),
    fft: () => fft(db, wcmsId, c, p, term),
    feedback: () => feedbackTab(db, wcmsId, c, p, term),
    appointment_arrivals: () => appointmentArrivals(db, wcmsId, c, p),
  };
  const parts = await tabs[tab]();
  return {
    ...frame,
    figures: parts.figures,
    tables: parts.tables,
    comments: (parts.comments ?? []).map((m) => ({ at: new Date(m.at), category: m.category, text: m.text })),
  };
}
