CREATE TABLE "report_request_days" (
	"wcms_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"extra" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_request_days_key_idx" ON "report_request_days" USING btree ("wcms_id","dimension","day","key");--> statement-breakpoint
-- Written by hand (issue 18): what one request counts for in the reports' per-day rollup (reports/tables.ts)
CREATE FUNCTION report_request_facts(p_wcms_id integer, p_received timestamptz, p_completed timestamptz, p_type text,
  p_priority text, p_subject text, p_assignee integer, p_pool integer, p_outcome text, p_method text)
RETURNS TABLE (wcms_id integer, day date, dimension text, type text, label text, extra text)
LANGUAGE sql STABLE AS $$
  select p_wcms_id, (p_received at time zone 'Europe/London')::date, 'received', p_type, '', ''
  union all select p_wcms_id, (p_received at time zone 'Europe/London')::date, 'received_hour', '',
    extract(hour from (p_received at time zone 'Europe/London'))::int::text, ''
  union all select p_wcms_id, (greatest(p_received, p_completed) at time zone 'Europe/London')::date, 'closed', '', '', ''
    where p_completed is not null
  union all select p_wcms_id, (p_completed at time zone 'Europe/London')::date, 'completed', p_type,
    coalesce(p_outcome, ''), case when p_outcome is null then 'null' else '' end where p_completed is not null
  union all select p_wcms_id, (p_completed at time zone 'Europe/London')::date, 'completed_method', '',
    coalesce(p_method, ''), '' where p_completed is not null
  union all select p_wcms_id, (p_received at time zone 'Europe/London')::date, 'medical', p_type, p_priority,
    case when p_completed is null then '' else 'completed' end where p_type = 'medical'
  union all select p_wcms_id, (p_received at time zone 'Europe/London')::date, 'medical_problem', p_type, p_subject, ''
    where p_type = 'medical'
  union all select p_wcms_id, (p_received at time zone 'Europe/London')::date, 'medical_assignee', p_type,
    coalesce(p_assignee::text, ''), '' where p_type = 'medical'
  union all select p_wcms_id, (p_received at time zone 'Europe/London')::date, 'medical_group', p_type, p_pool::text, ''
    where p_type = 'medical'
$$;
--> statement-breakpoint
-- Adds (sign +1) or takes away (-1) the facts of changed requests, summed per key: one statement per change
-- (new_rows and old_rows are the statement's transition tables; an insert has only the one, a delete the other).
CREATE FUNCTION report_request_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_request_days;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r' END;
  EXECUTE 'INSERT INTO report_request_days AS d (wcms_id, day, dimension, key, type, label, extra, n)
    SELECT f.wcms_id, f.day, f.dimension, md5(f.type || chr(1) || f.label || chr(1) || f.extra), f.type, f.label,
      f.extra, sum(c.sign)
    FROM (' || changed || ') c
    CROSS JOIN LATERAL report_request_facts(c.wcms_id, c.received_at, c.completed_at, c.type, c.priority,
      c.subject, c.assigned_user_id, c.pool_id, c.outcome, c.consultation_method) f
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(c.sign) <> 0
    ON CONFLICT (wcms_id, dimension, day, key) DO UPDATE SET n = d.n + excluded.n';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_request_days_insert AFTER INSERT ON requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_days_sync();
--> statement-breakpoint
CREATE TRIGGER report_request_days_update AFTER UPDATE ON requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_days_sync();
--> statement-breakpoint
CREATE TRIGGER report_request_days_delete AFTER DELETE ON requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_days_sync();
--> statement-breakpoint
CREATE TRIGGER report_request_days_truncate AFTER TRUNCATE ON requests
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_days_sync();
--> statement-breakpoint
-- the requests already there
INSERT INTO report_request_days (wcms_id, day, dimension, key, type, label, extra, n)
SELECT f.wcms_id, f.day, f.dimension, md5(f.type || chr(1) || f.label || chr(1) || f.extra), f.type, f.label, f.extra,
  count(*)
FROM requests r
CROSS JOIN LATERAL report_request_facts(r.wcms_id, r.received_at, r.completed_at, r.type, r.priority, r.subject,
  r.assigned_user_id, r.pool_id, r.outcome, r.consultation_method) f
GROUP BY 1, 2, 3, 4, 5, 6, 7;
