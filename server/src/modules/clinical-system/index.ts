/**
 * The test-variant clinical system (spec §3 id 90): patients, staff, slot types, appointment owners, weekly sessions
 * and appointment books, per organisation, in our database. Other modules call it through this file only.
 *
 * Service API (db is a Db or a transaction; wcmsId the organisation):
 * - findPatientByNhsNumber(db, wcmsId, nhsNumber) → ClinicalPatient | null   (spaces in the NHS number ignored)
 * - getPatientById(db, wcmsId, clinicalId) → ClinicalPatient | null
 * - searchPatients(db, wcmsId, { nhsNumber, forename, surname, dateOfBirth, postcode, sex }, ukToday(now))
 *     → ClinicalPatient[] (throws HttpProblem VALIDATION_FAILED for fewer than two parameters or an invalid one)
 * - listStaff(db, wcmsId), getStaffForUser(db, wcmsId, userId) (the clinical staff record of a Carebridge user)
 * - listAppointmentOwners, listSlotTypes, availableAppointments, staffAppointments, getAppointment, bookAppointment
 *   (one booking per patient at a time: an overlapping appointment of the same patient is refused),
 *   patientAppointments(db, wcmsId, nhsNumber, now) (booked, from now on)
 * - prefillPatientIdCache, cacheClinicalPatientId, getCachedClinicalPatientId (spec §3 Cached clinical patient id)
 * - requireClinicalAccess(ctx, wcmsId): the patients-area access check (member, role not 'super')
 * - rules: isValidNhsNumber, normaliseNhsNumber, isValidDateOfBirth, CLINICAL_MESSAGES
 *
 * Demo data (demo-data.ts, seeded by db/seed.ts and present in every server test database). NHS numbers are valid
 * Modulus 11 test numbers; mobiles are Ofcom drama numbers. The people of the demo requests have the same NHS number
 * and telephone on their requests, and clinical ids EMIS-5000+n (Riverside) / S1-5000+n (Hillview).
 *
 * Riverside Medical Centre (1001, EMIS Web):
 *   EMIS-5000  Mrs Eleanor Whitfield    1948-04-12  NHS 9991000003  mobile 07700 900100  RV1 2AB  (request 1)
 *   EMIS-5001  Mr Oliver Bennett        1990-09-03  NHS 9991000135  mobile 07700 900107  RV2 4CD  (request 2)
 *   EMIS-5002  Ms Amara Okoye           1985-01-27  NHS 9991000267  mobile 07700 900114  RV1 5EF
 *   EMIS-5003  Mr George Patel          1962-11-19  NHS 9991000399  mobile 07700 900121  RV3 1GH
 *   EMIS-5004  Ms Sophie Turner         1999-06-08  NHS 9991000526  mobile 07700 900128  RV2 7JK
 *   EMIS-5005  Master Harry Lewis       2017-02-14  NHS 9991000658  mobile 07700 900135  RV4 3LM  (child)
 *   EMIS-5006  Mrs Margaret Evans       1939-08-30  NHS 9991000798  mobile 07700 900142  RV1 8NP
 *   EMIS-5007  Mr Mohammed Rahman       1978-03-22  NHS 9991000917  mobile 07700 900149  RV3 6QR
 *   EMIS-5008  Ms Chloe Davies          2008-12-01  NHS 9991001042  mobile 07700 900156  RV4 9ST
 *   EMIS-5009  Mr Jack Robinson         1971-07-16  NHS 9991001174  mobile 07700 900163  RV1 3UV
 *   EMIS-5010  Ms Priyanka Nair         1993-05-09  NHS 9991001301  mobile 07700 900170  RV2 2WX
 *   EMIS-5011  Mr Thomas Wright         1956-10-25  NHS 9991001433  mobile 07700 900177  RV3 4YZ
 *   EMIS-5012  Miss Isla Campbell       2015-04-18  NHS 9991001565  mobile 07700 900184  RV1 6BA  (child)
 *   EMIS-5013  Mr Daniel Hughes         1988-08-11  NHS 9991001697  mobile 07700 900191  RV4 1DC
 *   EMIS-5014  Mrs Fatima Ali           1969-12-05  NHS 9991001824  mobile 07700 900198  RV2 8FE
 *   EMIS-5015  Mr William Clarke        1944-01-30  NHS 9991001956  mobile 07700 900205  RV3 9HG
 *   EMIS-5016  Ms Grace Murphy          1982-09-14  NHS 9991002081  mobile 07700 900212  RV1 4KJ
 *   EMIS-5017  Mr Ethan Walker          2003-03-07  NHS 9991002219  mobile 07700 900219  RV4 5ML
 *   EMIS-5018  Ms Zara Hussain          1996-11-23  NHS 9991002340  mobile 07700 900226  RV2 3PN
 *   EMIS-5019  Mr Peter Johnson         1951-06-02  NHS 9991002472  mobile 07700 900233  RV3 2RQ
 *   EMIS-5100  Mr John Smith            1958-03-14  NHS 9991013008  mobile 07700 900301  RV1 3PQ  (no requests)
 *   EMIS-5101  Mrs Sarah Smith          1961-07-22  NHS 9991013148  mobile 07700 900302  RV1 3PQ  (no requests)
 *   EMIS-5102  Master Leo Smith         2024-05-02  NHS 9991013261  no mobile            RV1 3PQ  (toddler)
 *   EMIS-5103  Ms Hannah Jones          1979-02-11  NHS 9991013393  mobile 07700 900304  RV2 9TT
 *   EMIS-5104  Mr Adrian Kowalski       1986-10-30  NHS 9991013520  no mobile (home 01632 960123)
 *   EMIS-5105  Miss Olivia Brown        2004-08-17  NHS 9991013652  mobile 07700 900306  RV4 2YZ
 * Hillview Surgery (1002, SystmOne):
 *   S1-5020 Ms Ruth Morgan 1975-02-28 NHS 9991002618 · S1-5021 Mr Samuel Green 1989-10-10 NHS 9991002731 ·
 *   S1-5022 Miss Aisha Begum 2012-07-21 NHS 9991002863 · S1-5023 Mr Robert Taylor 1947-05-15 NHS 9991002995 ·
 *   S1-5024 Ms Emily Roberts 1992-12-19 NHS 9991003126 · S1-5025 Mr Kwame Mensah 1980-04-04 NHS 9991003258 ·
 *   S1-5026 Mrs Lucy Thompson 1967-09-09 NHS 9991003398 · S1-5027 Master Arthur Phillips 2019-01-12 NHS 9991003517 ·
 *   S1-5106 Mr John Smith 1970-01-05 NHS 9991013784 mobile 07700 900401 · S1-5107 Mrs Bethan Williams 1955-04-27
 *   NHS 9991013911 · S1-5108 Mr Rhys Evans 1998-12-12 NHS 9991014047 · S1-5109 Miss Mia Jenkins 2020-09-09
 *   NHS 9991014179. Mobiles of the request patients: 07700 900240 + 7 per person (Ruth Morgan 07700 900240 …).
 *
 * Staff: Riverside EMIS-STF-1 Dr Priya Shah (user 2), -2 Dr James Whitmore, -3 Mrs Hannah Price (nurse), -4 Mr Mark
 * Ellis (HCA), -5 Tom Hughes (user 3, not consulting), -6 Grace Adeyemi (user 4, not consulting), -7 Dr Ruth Clarke
 * (inactive). Hillview S1-STF-1 Dr Aled Jones, -2 Dr Fiona MacLeod, -3 Ms Joanne Fisher (nurse), -4 Grace Adeyemi
 * (user 4). Slot types EMIS-ST-1…5 / S1-ST-1…4 (telephone and video types included); owners EMIS-OWN-1…4 /
 * S1-OWN-1…3. Reminder channels: patients 0, 3, 6, … of demoPatients() have the NHS App; all but 2, 6, 10, … have
 * consented to SMS (sms_consent). Weekday sessions (UK time) make slots on demand; the seed books about a third of the slots from a
 * week before the seed day to two weeks after.
 */
export * from './service.js';
export { requireClinicalAccess, type ClinicalCaller } from './access.js';
export {
  CLINICAL_MESSAGES,
  isValidDateOfBirth,
  isValidNhsNumber,
  normaliseNhsNumber,
  normalisePostcode,
} from './rules.js';
export { ensureSlots, ukDaysBetween, ukWallTime } from './schedule.js';
export {
  clinicalAppointmentOwners,
  clinicalAppointments,
  clinicalPatientIdCache,
  clinicalPatients,
  clinicalSlotTypes,
  clinicalStaff,
} from './tables.js';
export { DEMO_STAFF, demoMobile, demoPatients } from './demo-data.js';
export { demoNhsNumber, PATIENTS, type DemoRequestPatient } from './demo-patients.js';

// what other modules use (issue 22: other code imports a module only through its index)
export { seedClinicalSystem } from './demo-data.js';
export { slotsBetween } from './schedule.js';
export { clinicalSessions } from './tables.js';
export { clinicalSystemModule } from './module.js';
