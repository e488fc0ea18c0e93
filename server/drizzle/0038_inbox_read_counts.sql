CREATE TABLE "request_read_open_counts" (
	"user_id" integer NOT NULL,
	"wcms_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"assigned_user_id" integer NOT NULL,
	"attention" boolean NOT NULL,
	"read_count" integer NOT NULL,
	CONSTRAINT "request_read_open_counts_pk" PRIMARY KEY("user_id","wcms_id","pool_id","assigned_user_id","attention")
);
--> statement-breakpoint
CREATE INDEX "requests_open_status_idx" ON "requests" USING btree ("wcms_id",(case "status" when 'new_request' then 0 when 'triaged' then 1 when 'waiting_for_patient' then 2 when 'new_response' then 3 else 4 end),"received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_open_status_date_asc_idx" ON "requests" USING btree ("wcms_id",(case "status" when 'new_request' then 0 when 'triaged' then 1 when 'waiting_for_patient' then 2 when 'new_response' then 3 else 4 end),"received_at" NULLS FIRST,"id" NULLS FIRST) WHERE status <> 'completed';
--> statement-breakpoint
-- Kept in step by triggers (modules/messages/inbox-tables.ts). A read added (or removed) counts in the bucket of its
-- request when the request is open; statement-level, so a bulk insert of reads is one grouped upsert.
CREATE FUNCTION "request_read_open_counts_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_read_open_counts (user_id, wcms_id, pool_id, assigned_user_id, attention, read_count)
      SELECT n.user_id, r.wcms_id, r.pool_id, coalesce(r.assigned_user_id, 0), r.unacknowledged_count > 0, count(*)::int
      FROM new_reads n JOIN requests r ON r.id = n.request_id
      WHERE r.status <> 'completed'
      GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (user_id, wcms_id, pool_id, assigned_user_id, attention)
      DO UPDATE SET read_count = request_read_open_counts.read_count + excluded.read_count;
  ELSE
    -- a read removed with its request (cascade) finds no request: the request's own trigger took it off before
    UPDATE request_read_open_counts c SET read_count = c.read_count - d.n
      FROM (
        SELECT o.user_id, r.wcms_id, r.pool_id, coalesce(r.assigned_user_id, 0) AS assigned_user_id,
          r.unacknowledged_count > 0 AS attention, count(*)::int AS n
        FROM old_reads o JOIN requests r ON r.id = o.request_id
        WHERE r.status <> 'completed'
        GROUP BY 1, 2, 3, 4, 5
      ) d
      WHERE c.user_id = d.user_id AND c.wcms_id = d.wcms_id AND c.pool_id = d.pool_id
        AND c.assigned_user_id = d.assigned_user_id AND c.attention = d.attention;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "request_reads_read_counts_insert" AFTER INSERT ON "request_reads"
  REFERENCING NEW TABLE AS new_reads FOR EACH STATEMENT EXECUTE FUNCTION "request_read_open_counts_reads"();
--> statement-breakpoint
CREATE TRIGGER "request_reads_read_counts_delete" AFTER DELETE ON "request_reads"
  REFERENCING OLD TABLE AS old_reads FOR EACH STATEMENT EXECUTE FUNCTION "request_read_open_counts_reads"();
--> statement-breakpoint
-- A request leaving the open set (or its bucket) takes one off for each user who read it, one entering adds one;
-- a request deleted does so before its reads go (BEFORE DELETE: the cascade runs after the row is gone).
CREATE FUNCTION "request_read_open_counts_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'completed' THEN
    UPDATE request_read_open_counts c SET read_count = c.read_count - 1
      FROM request_reads rr
      WHERE rr.request_id = OLD.id AND c.user_id = rr.user_id AND c.wcms_id = OLD.wcms_id AND c.pool_id = OLD.pool_id
        AND c.assigned_user_id = coalesce(OLD.assigned_user_id, 0) AND c.attention = (OLD.unacknowledged_count > 0);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status <> 'completed' THEN
    INSERT INTO request_read_open_counts (user_id, wcms_id, pool_id, assigned_user_id, attention, read_count)
      SELECT rr.user_id, NEW.wcms_id, NEW.pool_id, coalesce(NEW.assigned_user_id, 0), NEW.unacknowledged_count > 0, 1
      FROM request_reads rr WHERE rr.request_id = NEW.id
      ON CONFLICT (user_id, wcms_id, pool_id, assigned_user_id, attention)
      DO UPDATE SET read_count = request_read_open_counts.read_count + 1;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "requests_read_counts_delete" BEFORE DELETE ON "requests"
  FOR EACH ROW WHEN (OLD.status <> 'completed') EXECUTE FUNCTION "request_read_open_counts_requests"();
--> statement-breakpoint
CREATE TRIGGER "requests_read_counts_update" AFTER UPDATE OF "status", "wcms_id", "pool_id", "assigned_user_id", "unacknowledged_count" ON "requests"
  FOR EACH ROW WHEN (
    (OLD.status <> 'completed' OR NEW.status <> 'completed') AND (
      OLD.status IS DISTINCT FROM NEW.status OR OLD.wcms_id IS DISTINCT FROM NEW.wcms_id
      OR OLD.pool_id IS DISTINCT FROM NEW.pool_id OR OLD.assigned_user_id IS DISTINCT FROM NEW.assigned_user_id
      OR (OLD.unacknowledged_count > 0) IS DISTINCT FROM (NEW.unacknowledged_count > 0)
    )
  ) EXECUTE FUNCTION "request_read_open_counts_requests"();
--> statement-breakpoint
INSERT INTO "request_read_open_counts" ("user_id", "wcms_id", "pool_id", "assigned_user_id", "attention", "read_count")
  SELECT rr.user_id, r.wcms_id, r.pool_id, coalesce(r.assigned_user_id, 0), r.unacknowledged_count > 0, count(*)::int
  FROM request_reads rr JOIN requests r ON r.id = rr.request_id
  WHERE r.status <> 'completed' GROUP BY 1, 2, 3, 4, 5;
