import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const RIVERSIDE = 1001;

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const list = (values: readonly (string | number)[]) =>
  sql.raw(`array[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`);

/**
 * A deterministic 12-month history for Riverside, so every report tab shows meaningful figures in `npm start`:
 * completed requests with outcomes, methods and timings (and a first staff action each), FFT invitations and
 * answers, clinical transactions, sign-ins, outbound messages, video consultations, feedback and appointment arrivals. Every value is a
 * fixed function of the day and slot number (no randomness), dated back from the day of the first start. Bulk
 * INSERT … SELECT over generate_series keeps it to a few statements. Idempotent: a second call adds nothing.
 */
export async function seedReportHistory(db: Db): Promise<{ requests: number }> {
  const [done] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from requests where wcms_id = ${RIVERSIDE} and patient_name like 'History patient %'`,
  );
  if ((done?.n ?? 0) > 0) return { requests: 0 };
  const pools = (
    await rows<{ id: number }>(
      db,
      sql`select id from groups where wcms_id = ${RIVERSIDE} and active and kind <> 'unattached' order by id`,
    )
  ).map((r) => r.id);
  const staff = await rows<{ id: number; name: string }>(
    db,
    sql`select u.id, u.forename || ' ' || u.surname as name from users u join memberships m on m.user_id = u.id
      where m.wcms_id = ${RIVERSIDE} order by u.id`,
  );
  if (pools.length === 0 || staff.length === 0) return { requests: 0 };
  const staffIds = list(staff.map((s) => s.id));
  const staffNames = list(staff.map((s) => s.name));

  // one slot per request: weekdays 28 to 40, weekends 4 to 8, from 07:00 to 19:00 UK time (some out of hours)
  const inserted = await rows<{ n: number }>(
    db,
    sql`with days as (
        select d, (date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d)) as day_local
        from generate_series(1, 365) d),
      slots as (
        select d, day_local, k, (d * 131 + k * 977) as h from days,
          generate_series(0, case when extract(isodow from day_local) <= 5 then 27 + (d * 37) % 13 else 3 + d % 5 end) k),
      timed as (
        select *, ((day_local + make_interval(mins => 7 * 60 + (h * 17) % (12 * 60))) at time zone 'Europe/London') as received,
          make_interval(mins => 60 + (h * 53) % (72 * 60)) as to_complete from slots),
      made as (
        insert into requests (wcms_id, type, status, priority, subject, received_at, updated_at, pool_id, assigned_user_id,
          outcome, consultation_method, patient_name, completed_at, completed_by, fft_state)
        select ${RIVERSIDE},
          (array['admin','medical','medical','admin','health_data','medical','admin','simple_questionnaire','medical','admin'])[1 + h % 10],
          'completed',
          (array['urgent','same_day','routine','routine','unprioritised'])[1 + (h / 7) % 5],
          (array['Sick note','Sore throat','Back pain','Repeat prescription','Blood pressure reading','Rash','Test results',
            'Asthma review','Cough','Referral letter'])[1 + h % 10],
          received, received + to_complete,
          (${list(pools)})[1 + (h / 3) % ${pools.length}],
          case when h % 4 = 0 then null else (${staffIds})[1 + (h / 5) % ${staff.length}] end,
          (array['Advice given','Self-care advice given','Appointment booked','Prescription issued','Referred to another service',
            'Signposted to pharmacy','Test results given','Admin query resolved','No action needed'])[1 + (h / 3) % 9],
          (array['telephone','face_to_face','online','video','telephone','home_visit'])[1 + (h / 11) % 6],
          'History patient ' || d || '-' || k,
          received + to_complete,
          (${staffIds})[1 + (h / 5) % ${staff.length}],
          case when h % 3 = 0 then 'sent' else null end
        from timed returning id, received_at, completed_at, completed_by, fft_state)
      select count(*)::int as n from made`,
  );

  // each request's first staff action, before its completion
  await db.execute(sql`insert into request_thread (request_id, kind, body, author_user_id, author_name, created_at)
    select r.id, 'note', 'Reviewed.', r.completed_by,
      (${staffNames})[array_position(${staffIds}, r.completed_by)],
      least(r.received_at + make_interval(mins => 5 + (r.id * 7) % 240), r.completed_at - interval '1 minute')
    from requests r where r.wcms_id = ${RIVERSIDE} and r.patient_name like 'History patient %'`);

  // two in three medical requests sent to the clinical system (successful attach tasks)
  await db.execute(sql`insert into attach_tasks (wcms_id, message_ids, type, clinical_system, state, payload, created_by,
      created_at, updated_at)
    select ${RIVERSIDE}, array[r.id], 'outbound', o.clinical_system, 'success', '{}'::jsonb, r.completed_by, r.completed_at,
      r.completed_at
    from requests r join organisations o on o.wcms_id = r.wcms_id
    where r.wcms_id = ${RIVERSIDE} and r.patient_name like 'History patient %' and r.type = 'medical' and r.id % 3 <> 0`);

  // FFT: a third of the requests invited when completed; three in five of those answered, some with a comment
  await db.execute(sql`insert into fft_invitations (wcms_id, request_id, token, method, recipient, send_at, sent_at, answer,
      comment, answered_at, created_at)
    select ${RIVERSIDE}, r.id, 'history-' || r.id, 'sms', '07700900999', r.completed_at, r.completed_at,
      case when r.id % 5 < 3 then (array[1,1,1,1,1,2,2,2,3,4,5,6])[1 + (r.id / 5) % 12] end,
      case when r.id % 5 < 3 and r.id % 4 = 0 then
        (array['Quick reply, thank you.','Easy to use online.','Waited too long for a call back.','Very helpful receptionist.',
          'The form asked too many questions.','Got an appointment the same day.'])[1 + (r.id / 4) % 6] end,
      case when r.id % 5 < 3 then r.completed_at + make_interval(hours => 1 + r.id % 30) end,
      r.completed_at
    from requests r where r.wcms_id = ${RIVERSIDE} and r.patient_name like 'History patient %' and r.fft_state = 'sent'`);
  await db.execute(sql`update requests set fft_state = 'answered' where id in (
    select request_id from fft_invitations where token like 'history-%' and answered_at is not null)`);

  // the clinical integration's transactions: 30 to 50 a weekday, about 3% failing
  await db.execute(sql`insert into transaction_log (wcms_id, user_id, channel, method, success, response_time_ms, error, created_at)
    select ${RIVERSIDE}, (${staffIds})[1 + h % ${staff.length}], 'im1',
      (array['getPatient','getPatient','searchPatients','attachDocument','getAppointments','fileRecord'])[1 + h % 6],
      h % 31 <> 0, 60 + (h * 13) % 900 + case when h % 97 = 0 then 4000 else 0 end,
      case when h % 31 = 0 then (array['Timeout waiting for the clinical system','Patient not found','Clinical system unavailable'])[1 + (h / 31) % 3] end,
      ((date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d) + make_interval(mins => 8 * 60 + (h * 7) % 600)) at time zone 'Europe/London')
    from generate_series(1, 365) d, generate_series(0, 29 + d % 21) k, lateral (select d * 211 + k * 389 as h) x
    where extract(isodow from now() - make_interval(days => d)) <= 5`);

  // sign-ins: most staff each weekday morning
  await db.execute(sql`insert into audit_events (user_id, event, application, wcms_id, at)
    select u, 'login', 'LT', ${String(RIVERSIDE)},
      ((date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d) + make_interval(mins => 7 * 60 + 45 + (d * u) % 50)) at time zone 'Europe/London')
    from generate_series(1, 365) d, unnest(${staffIds}) u
    where extract(isodow from now() - make_interval(days => d)) <= 5 and (d + u) % 6 <> 0`);

  // outbound messages: 10 to 25 a day, SMS of different lengths (one to three fragments), NHS App and email
  await db.execute(sql`insert into outbox_messages (id, wcms_id, channel, recipient, body, status, created_at, updated_at)
    select gen_random_uuid(), ${RIVERSIDE}, (array['sms','sms','sms','nhs_app','email'])[1 + h % 5],
      case when h % 5 = 4 then 'history@example.nhs.uk' else '07700900999' end,
      left(repeat('Riverside Medical Centre: your request has been dealt with. ', 8), 40 + (h * 7) % 400), 'delivered',
      ((date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d) + make_interval(mins => 9 * 60 + (h * 11) % 480)) at time zone 'Europe/London'),
      ((date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d) + make_interval(mins => 9 * 60 + (h * 11) % 480)) at time zone 'Europe/London')
    from generate_series(1, 365) d, generate_series(0, 9 + d % 16) k, lateral (select d * 173 + k * 641 as h) x`);

  // video consultations: about one a weekday, 5 to 25 minutes
  await db.execute(sql`insert into adhoc_videos (uid, wcms_id, patient_nhs_number, patient_details, appointment_dt, expires_dt,
      room, room_key, provider, clinician_user_id, ended_dt, duration_seconds, completed, created_at)
    select 'history-video-' || d, ${RIVERSIDE}, '9991000135',
      '{"forename":"History","surname":"Patient"}'::jsonb, at, at + interval '1 hour', 'history-room-' || d, 'history-key-' || d,
      'embedded', (${staffIds})[1 + d % ${staff.length}], at + make_interval(secs => 300 + (d * 97) % 1200),
      300 + (d * 97) % 1200, true, at - interval '1 hour'
    from generate_series(1, 365) d,
      lateral (select ((date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d) + interval '10 hours') at time zone 'Europe/London') as at) x
    where extract(isodow from now() - make_interval(days => d)) <= 5 and d % 4 <> 0`);

  // feedback: patients' ratings after submitting (most days) and staff comments from the widget (weekly)
  await db.execute(sql`insert into feedback (wcms_id, source, rating, comment, created_at)
    select ${RIVERSIDE}, 'patient', (array[5,5,5,4,4,4,3,2,1,5])[1 + (d * 7 + k) % 10], null,
      now() - make_interval(days => d, mins => k * 37)
    from generate_series(1, 365) d, generate_series(0, 2 + d % 4) k`);
  await db.execute(sql`insert into feedback (wcms_id, source, user_id, page, comment, created_at)
    select ${RIVERSIDE}, 'staff', (${staffIds})[1 + d % ${staff.length}],
      (array['inbox','request','console','outbound','patients'])[1 + (d / 7) % 5],
      (array['Search is quick now.','Please add a shortcut to complete.','The console is easy to follow.',
        'Could outbound remember my last template?','Love the new reports.'])[1 + (d / 7) % 5],
      now() - make_interval(days => d, hours => 3)
    from generate_series(7, 365, 7) d`);

  // appointment arrivals: 12 to 24 check-ins a weekday (mostly at the kiosk), one in five late, most called within
  // 2 to 40 minutes; today's arrivals are left to the live kiosk
  await db.execute(sql`insert into arrivals (wcms_id, appointment_id, appointment_start, clinical_patient_id, consulting_staff_id,
      method, waiting_area_name, arrived_at, called_at)
    select ${RIVERSIDE}, 'history-' || d || '-' || k, start, 'EMIS-5000', (array['EMIS-STF-1','EMIS-STF-2','EMIS-STF-3'])[1 + h % 3],
      (array['kiosk','kiosk','kiosk','kiosk','kiosk','mobile','mobile','reception'])[1 + (h / 3) % 8],
      (array['Ground floor waiting room','Ground floor waiting room','First floor waiting room'])[1 + (h / 5) % 3],
      arrived, case when h % 9 <> 0 then arrived + make_interval(mins => 2 + (h * 7) % 38) end
    from generate_series(1, 365) d, generate_series(0, 11 + d % 13) k,
      lateral (select d * 157 + k * 463 as h) x,
      lateral (select ((date_trunc('day', now() at time zone 'Europe/London') - make_interval(days => d)
        + make_interval(mins => 8 * 60 + 30 + k * 25)) at time zone 'Europe/London') as start) y,
      lateral (select start + make_interval(mins => case when h % 5 = 0 then 1 + h % 15 else -(2 + h % 14) end) as arrived) z
    where extract(isodow from now() - make_interval(days => d)) <= 5
    on conflict do nothing`);

  return { requests: inserted[0]?.n ?? 0 };
}
