import { graphql, HttpResponse } from 'msw';

export type StaffAlertFixture = {
  id: string;
  wcmsId: string;
  title: string;
  message: string;
  severity: 'information' | 'warning' | 'urgent';
  expiresOn: string | null;
  createdAt: string;
  acknowledgedAt: string | null;
};

export const staffAlertFixture = (over: Partial<StaffAlertFixture> = {}): StaffAlertFixture => ({
  id: '1',
  wcmsId: '1001',
  title: 'Clinical system outage tonight',
  message: 'The clinical system is unavailable from 18:00 to 20:00 tonight. Record consultations on paper.',
  severity: 'warning',
  expiresOn: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  acknowledgedAt: null,
  ...over,
});

/** Alerts for the staff (the banner and /alert); acknowledging one records the time. Default: none. */
export function staffAlertHandlers(initial: StaffAlertFixture[] = []) {
  let alerts = initial.map((a) => ({ ...a }));
  return [
    graphql.query('StaffAlerts', () => HttpResponse.json({ data: { staffAlerts: alerts } })),
    graphql.mutation('AcknowledgeStaffAlert', ({ variables }) => {
      alerts = alerts.map((a) =>
        a.id === variables.alertId ? { ...a, acknowledgedAt: a.acknowledgedAt ?? '2026-03-02T10:00:00.000Z' } : a,
      );
      const alert = alerts.find((a) => a.id === variables.alertId);
      return HttpResponse.json({
        data: { acknowledgeStaffAlert: { id: alert?.id, acknowledgedAt: alert?.acknowledgedAt } },
      });
    }),
  ];
}
