import type { ClinicianNotificationEvent, StaffNotificationEvent } from '@contracts/realtime/channels.js';

/** How domain code raises realtime events; the socket layer decides who receives them. */
export type RealtimePublisher = {
  staffNotification(wcmsId: number, userId: number, event: StaffNotificationEvent): void;
  clinicianNotification(wcmsId: number, userId: number, event: ClinicianNotificationEvent): void;
  /** An ad hoc video appointment was completed: everyone still in its call is told it is over. */
  videoEnded?(appointmentId: number, durationSeconds: number | null): void;
  /** A patient was called or a call screen's settings changed: the organisation's TV screens fetch their state. */
  callScreens?(wcmsId: number): void;
};
