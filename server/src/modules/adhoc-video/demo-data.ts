import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { demoPatients } from '../clinical-system/index.js';
import { normaliseMobile } from './rules.js';
import { adhocVideos } from './tables.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Past video consultations at Riverside, so the patients menu's list has something to show in a demo: three by Priya
 * Shah (user 2) with patients of the test-variant clinical system (George Patel, Margaret Evans, and Jack Robinson,
 * who never joined). They are finished and their guest links expired; nothing is queued for the clinical record.
 */
export const DEMO_VIDEOS = [
  { nhs: '9991000399', daysAgo: 2, joined: true, minutes: 12 },
  { nhs: '9991000798', daysAgo: 5, joined: true, minutes: 8 },
  { nhs: '9991001174', daysAgo: 9, joined: false, minutes: 0 },
];

export async function seedDemoVideos(db: Db, now: Date): Promise<void> {
  const patients = new Map(demoPatients().map((p) => [p.nhsNumber, p]));
  await db.insert(adhocVideos).values(
    DEMO_VIDEOS.map((v) => {
      const patient = patients.get(v.nhs)!;
      const at = new Date(now.getTime() - v.daysAgo * DAY - 3 * HOUR);
      return {
        uid: randomBytes(24).toString('base64url'),
        wcmsId: 1001,
        patientNhsNumber: v.nhs,
        patientDetails: {
          forename: patient.forename,
          surname: patient.surname,
          ...(patient.dateOfBirth ? { date_of_birth: patient.dateOfBirth } : {}),
          mobile_numbers: [normaliseMobile(patient.mobilePhone ?? '')].filter((m): m is string => m !== null),
        },
        appointmentDt: at,
        expiresDt: new Date(at.getTime() + DAY),
        room: `consultation-${randomBytes(4).toString('hex')}`,
        roomKey: randomBytes(16).toString('hex'),
        provider: 'embedded' as const,
        clinicianUserId: 2,
        clinicianReadyDt: new Date(at.getTime() + 60_000),
        patientReadyDt: v.joined ? new Date(at.getTime() + 2 * 60_000) : null,
        invitedDt: at,
        endedDt: new Date(at.getTime() + (v.minutes + 3) * 60_000),
        durationSeconds: v.joined ? v.minutes * 60 : null,
        completed: true,
        createdBy: 2,
        createdAt: at,
      };
    }),
  );
}
