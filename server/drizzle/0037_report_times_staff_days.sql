CREATE TABLE "report_request_times" (
	"request_id" integer NOT NULL,
	"metric" text NOT NULL,
	"wcms_id" integer NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"bucket" smallint NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "report_request_times_request_id_metric_pk" PRIMARY KEY("request_id","metric")
);
--> statement-breakpoint
CREATE TABLE "report_staff_days" (
	"wcms_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"actions" integer NOT NULL,
	CONSTRAINT "report_staff_days_wcms_id_day_user_id_pk" PRIMARY KEY("wcms_id","day","user_id")
);
--> statement-breakpoint
CREATE INDEX "report_request_times_bucket_idx" ON "report_request_times" USING btree ("wcms_id","metric","bucket","received_at","type","value");--> statement-breakpoint
-- Written by hand (issue 18, reports/tables.ts): the duration bucket of a time, by fixed edges in seconds (0, 15,
-- 30, 45, then from a minute each edge 5% above the last, rounded, to 90 days): width_bucket is monotonic, so every
-- value in a bucket sorts after every value in a lower one.
CREATE FUNCTION report_time_bucket(seconds numeric) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  select width_bucket(seconds, '{0,15,30,45,60,63,66,69,73,77,80,84,89,93,98,103,108,113,119,125,131,138,144,152,159,167,176,184,194,203,213,224,235,247,259,272,286,300,315,331,348,365,383,402,422,444,466,489,513,539,566,594,624,655,688,722,759,796,836,878,922,968,1017,1067,1121,1177,1236,1297,1362,1430,1502,1577,1656,1739,1826,1917,2013,2113,2219,2330,2446,2569,2697,2832,2974,3122,3278,3442,3615,3795,3985,4184,4393,4613,4844,5086,5340,5607,5888,6182,6491,6816,7157,7514,7890,8285,8699,9134,9590,10070,10573,11102,11657,12240,12852,13495,14169,14878,15622,16403,17223,18084,18988,19938,20935,21981,23081,24235,25446,26719,28055,29457,30930,32477,34100,35805,37596,39476,41449,43522,45698,47983,50382,52901,55546,58323,61240,64301,67517,70892,74437,78159,82067,86170,90479,95003,99753,104740,109977,115476,121250,127313,133678,140362,147380,154749,162487,170611,179142,188099,197504,207379,217748,228635,240067,252070,264674,277907,291803,306393,321712,337798,354688,372422,391044,410596,431125,452682,475316,499082,524036,550237,577749,606637,636969,668817,702258,737371,774239,812951,853599,896279,941093,988147,1037555,1089433,1143904,1201099,1261154,1324212,1390423,1459944,1532941,1609588,1690068,1774571,1863299,1956464,2054288,2157002,2264852,2378095,2496999,2621849,2752942,2890589,3035118,3186874,3346218,3513529,3689205,3873666,4067349,4270716,4484252,4708465,4943888,5191083,5450637,5723168,6009327,6309793,6625283,6956547,7304374,7669593}'::numeric[])
$$;
--> statement-breakpoint
-- The first day of the block of 2^level days (counted from 1 January 1900) a day is in.
CREATE FUNCTION report_day_block(day date, level integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  select date '1900-01-01' + ((day - date '1900-01-01') / (1 << level)) * (1 << level)
$$;
--> statement-breakpoint
-- The times of some requests as they are now: to completion in hours, to the first entry a colleague wrote in the
-- thread in minutes (the expressions the reports' percentiles were taken of, so the values are the same doubles).
CREATE FUNCTION report_request_times_of(ids integer[], metrics text[])
RETURNS TABLE (request_id integer, metric text, wcms_id integer, type text, received_at timestamptz, bucket integer,
  value float8)
LANGUAGE sql STABLE AS $$
  select r.id, 'done', r.wcms_id, r.type, r.received_at, report_time_bucket(e.s), (e.s / 3600)::float8
    from requests r cross join lateral (select extract(epoch from (r.completed_at - r.received_at)) as s) e
    where r.id = any(ids) and r.completed_at is not null and 'done' = any(metrics)
  union all
  select r.id, 'first', r.wcms_id, r.type, r.received_at, report_time_bucket(e.s), (e.s / 60)::float8
    from requests r
    cross join lateral (select min(t.created_at) as at from request_thread t
      where t.request_id = r.id and t.author_user_id is not null) f
    cross join lateral (select extract(epoch from (f.at - r.received_at)) as s) e
    where r.id = any(ids) and f.at is not null and 'first' = any(metrics)
$$;
--> statement-breakpoint
-- Brings the rows of some requests in line: takes away the rows no longer right, then adds the missing ones (a row
-- already right is left alone, so its counts are not touched).
CREATE FUNCTION report_request_times_refresh(ids integer[], metrics text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH fresh AS MATERIALIZED (SELECT * FROM report_request_times_of(ids, metrics))
  DELETE FROM report_request_times t WHERE t.request_id = any(ids) AND t.metric = any(metrics)
    AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.request_id = t.request_id AND f.metric = t.metric
      AND f.wcms_id = t.wcms_id AND f.type = t.type AND f.received_at = t.received_at AND f.bucket = t.bucket
      AND f.value = t.value);
  INSERT INTO report_request_times (request_id, metric, wcms_id, type, received_at, bucket, value)
    SELECT * FROM report_request_times_of(ids, metrics) ON CONFLICT (request_id, metric) DO NOTHING;
END $$;
--> statement-breakpoint
-- Counts report_request_times into report_request_days: dimensions first_time/<level>, done_time/<level> and
-- medical_done_time/<level> for levels 0 to 8, day the first day of the block of 2^level UK days the request was
-- received in, label the bucket (a range of days is then a few blocks: percentiles.ts).
CREATE FUNCTION report_request_times_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, r.* FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, r.* FROM old_rows r'
    ELSE 'SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r' END;
  EXECUTE 'INSERT INTO report_request_days AS d (wcms_id, day, dimension, key, type, label, extra, n)
    SELECT c.wcms_id, report_day_block((c.received_at at time zone ''Europe/London'')::date, k.level),
      f.dimension || ''/'' || k.level, md5(f.type || chr(1) || c.bucket::text || chr(1)), f.type, c.bucket::text, '''',
      sum(c.sign)
    FROM (' || changed || ') c
    CROSS JOIN LATERAL (SELECT c.metric || ''_time'' AS dimension, '''' AS type
      UNION ALL SELECT ''medical_done_time'', c.type WHERE c.metric = ''done'' AND c.type = ''medical'') f
    CROSS JOIN generate_series(0, 8) k(level)
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.sign) <> 0
    ON CONFLICT (wcms_id, dimension, day, key) DO UPDATE SET n = d.n + excluded.n';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_request_times_insert AFTER INSERT ON report_request_times REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_count();
--> statement-breakpoint
CREATE TRIGGER report_request_times_update AFTER UPDATE ON report_request_times
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_count();
--> statement-breakpoint
CREATE TRIGGER report_request_times_delete AFTER DELETE ON report_request_times REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_count();
--> statement-breakpoint
-- Requests: the times of the requests inserted, deleted, or changed in what their times depend on; a change of
-- organisation moves its staff actions. A truncate empties both tables (report_request_days_sync empties the counts).
CREATE FUNCTION report_request_times_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE report_request_times;
    DELETE FROM report_staff_days;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    ids := array(SELECT n.id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT o.id FROM old_rows o);
  ELSE
    ids := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.wcms_id, n.type, n.received_at, n.completed_at) IS DISTINCT FROM
        (o.wcms_id, o.type, o.received_at, o.completed_at));
    INSERT INTO report_staff_days AS s (wcms_id, day, user_id, actions)
      SELECT m.wcms_id, (t.created_at at time zone 'Europe/London')::date, t.author_user_id, sum(m.sign)
      FROM (SELECT o.id, o.wcms_id, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.wcms_id <> o.wcms_id
        UNION ALL SELECT n.id, n.wcms_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.wcms_id <> o.wcms_id) m
      JOIN request_thread t ON t.request_id = m.id AND t.author_user_id IS NOT NULL
      GROUP BY 1, 2, 3
      ON CONFLICT (wcms_id, day, user_id) DO UPDATE SET actions = s.actions + excluded.actions;
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM report_request_times_refresh(ids, '{done,first}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_request_times_requests_insert AFTER INSERT ON requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_sync();
--> statement-breakpoint
CREATE TRIGGER report_request_times_requests_update AFTER UPDATE ON requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_sync();
--> statement-breakpoint
CREATE TRIGGER report_request_times_requests_delete AFTER DELETE ON requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_sync();
--> statement-breakpoint
CREATE TRIGGER report_request_times_requests_truncate AFTER TRUNCATE ON requests
  FOR EACH STATEMENT EXECUTE FUNCTION report_request_times_sync();
--> statement-breakpoint
-- A request about to be deleted takes its staff actions off report_staff_days (its thread entries then cascade, and
-- report_thread_sync no longer finds their request).
CREATE FUNCTION report_staff_days_request_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_staff_days AS s (wcms_id, day, user_id, actions)
    SELECT OLD.wcms_id, (t.created_at at time zone 'Europe/London')::date, t.author_user_id, -count(*)
    FROM request_thread t WHERE t.request_id = OLD.id AND t.author_user_id IS NOT NULL
    GROUP BY 1, 2, 3
    ON CONFLICT (wcms_id, day, user_id) DO UPDATE SET actions = s.actions + excluded.actions;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_staff_days_request_delete BEFORE DELETE ON requests
  FOR EACH ROW EXECUTE FUNCTION report_staff_days_request_gone();
--> statement-breakpoint
-- Thread entries: a colleague's entries counted per organisation, UK day and colleague; the first action of their
-- requests recomputed. A truncate of the thread alone recomputes every first action (with requests, nothing is left).
CREATE FUNCTION report_thread_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  ids integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM report_staff_days;
    IF EXISTS (SELECT 1 FROM requests) THEN
      PERFORM report_request_times_refresh(
        array(SELECT t.request_id FROM report_request_times t WHERE t.metric = 'first'), '{first}');
    END IF;
    RETURN NULL;
  END IF;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, t.* FROM new_rows t'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, t.* FROM old_rows t'
    ELSE 'SELECT 1 AS sign, t.* FROM new_rows t UNION ALL SELECT -1, t.* FROM old_rows t' END;
  EXECUTE 'INSERT INTO report_staff_days AS s (wcms_id, day, user_id, actions)
    SELECT r.wcms_id, (c.created_at at time zone ''Europe/London'')::date, c.author_user_id, sum(c.sign)
    FROM (' || changed || ') c JOIN requests r ON r.id = c.request_id
    WHERE c.author_user_id IS NOT NULL
    GROUP BY 1, 2, 3
    HAVING sum(c.sign) <> 0
    ON CONFLICT (wcms_id, day, user_id) DO UPDATE SET actions = s.actions + excluded.actions';
  EXECUTE 'SELECT array(SELECT DISTINCT c.request_id FROM (' || changed || ') c WHERE c.author_user_id IS NOT NULL)'
    INTO ids;
  IF cardinality(ids) > 0 THEN
    PERFORM report_request_times_refresh(ids, '{first}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_thread_insert AFTER INSERT ON request_thread REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_thread_sync();
--> statement-breakpoint
CREATE TRIGGER report_thread_update AFTER UPDATE ON request_thread
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_thread_sync();
--> statement-breakpoint
CREATE TRIGGER report_thread_delete AFTER DELETE ON request_thread REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_thread_sync();
--> statement-breakpoint
CREATE TRIGGER report_thread_truncate AFTER TRUNCATE ON request_thread
  FOR EACH STATEMENT EXECUTE FUNCTION report_thread_sync();
--> statement-breakpoint
-- what is already there (the count trigger above fills report_request_days from the times as they go in)
INSERT INTO report_request_times (request_id, metric, wcms_id, type, received_at, bucket, value)
SELECT r.id, 'done', r.wcms_id, r.type, r.received_at, report_time_bucket(e.s), (e.s / 3600)::float8
FROM requests r CROSS JOIN LATERAL (SELECT extract(epoch from (r.completed_at - r.received_at)) AS s) e
WHERE r.completed_at IS NOT NULL
UNION ALL
SELECT r.id, 'first', r.wcms_id, r.type, r.received_at, report_time_bucket(e.s), (e.s / 60)::float8
FROM requests r
JOIN (SELECT t.request_id, min(t.created_at) AS at FROM request_thread t WHERE t.author_user_id IS NOT NULL
  GROUP BY 1) f ON f.request_id = r.id
CROSS JOIN LATERAL (SELECT extract(epoch from (f.at - r.received_at)) AS s) e;
--> statement-breakpoint
INSERT INTO report_staff_days (wcms_id, day, user_id, actions)
SELECT r.wcms_id, (t.created_at at time zone 'Europe/London')::date, t.author_user_id, count(*)
FROM request_thread t JOIN requests r ON r.id = t.request_id
WHERE t.author_user_id IS NOT NULL
GROUP BY 1, 2, 3;
