/** The report tabs (spec §2) and the shape every tab answers with. */
export const reportTabs = [
  'online_consultations',
  'medical_consultations',
  'outcomes',
  'fft',
  'feedback',
  'transactions',
  'usage',
  'appointment_arrivals',
] as const;
export type ReportTab = (typeof reportTabs)[number];
export type ReportUnit = 'count' | 'percent' | 'minutes' | 'hours' | 'milliseconds';
export type ReportTableKind = 'category' | 'day' | 'weekday' | 'hour';
export type ReportFigure = { key: string; unit: ReportUnit; value: number | null; previous: number | null };
export type ReportRow = { label: string; value: number; previous: number };
export type ReportTable = { key: string; kind: ReportTableKind; unit: ReportUnit; rows: ReportRow[] };
export type ReportComment = { at: Date; category: string; text: string };
export type Report = {
  tab: ReportTab;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  figures: ReportFigure[];
  tables: ReportTable[];
  comments: ReportComment[];
};
/** What a tab's queries return (buildReport adds the period and converts the comments' instants). */
export type TabParts = {
  figures: ReportFigure[];
  tables: ReportTable[];
  comments?: { at: Date | string; category: string; text: string }[];
};

/** NHS England's six FFT answers, in the order of the question (1 very good … 6 don't know). */
export const FFT_ANSWERS = ['very_good', 'good', 'neither', 'poor', 'very_poor', 'dont_know'] as const;
export const REQUEST_TYPES = ['admin', 'medical', 'outbound_response', 'health_data', 'simple_questionnaire'] as const;
export const PRIORITIES = ['urgent', 'same_day', 'routine', 'unprioritised'] as const;
export const ARRIVAL_METHODS = ['kiosk', 'mobile', 'reception'] as const;
