CREATE TABLE "request_open_counts" (
	"wcms_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"assigned_user_id" integer NOT NULL,
	"attention" boolean NOT NULL,
	"open_count" integer NOT NULL,
	CONSTRAINT "request_open_counts_pk" PRIMARY KEY("wcms_id","pool_id","assigned_user_id","attention")
);
--> statement-breakpoint
-- Kept in step with requests by triggers (modules/messages/inbox-tables.ts): a row leaving the open set (or its
-- key) takes one off, a row entering it adds one.
CREATE FUNCTION "request_open_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'completed' THEN
    UPDATE request_open_counts SET open_count = open_count - 1
      WHERE wcms_id = OLD.wcms_id AND pool_id = OLD.pool_id
        AND assigned_user_id = coalesce(OLD.assigned_user_id, 0) AND attention = (OLD.unacknowledged_count > 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status <> 'completed' THEN
    INSERT INTO request_open_counts (wcms_id, pool_id, assigned_user_id, attention, open_count)
      VALUES (NEW.wcms_id, NEW.pool_id, coalesce(NEW.assigned_user_id, 0), NEW.unacknowledged_count > 0, 1)
      ON CONFLICT (wcms_id, pool_id, assigned_user_id, attention)
      DO UPDATE SET open_count = request_open_counts.open_count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "requests_open_counts_insert" AFTER INSERT ON "requests"
  FOR EACH ROW WHEN (NEW.status <> 'completed') EXECUTE FUNCTION "request_open_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "requests_open_counts_delete" AFTER DELETE ON "requests"
  FOR EACH ROW WHEN (OLD.status <> 'completed') EXECUTE FUNCTION "request_open_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "requests_open_counts_update" AFTER UPDATE OF "status", "wcms_id", "pool_id", "assigned_user_id", "unacknowledged_count" ON "requests"
  FOR EACH ROW WHEN (
    (OLD.status <> 'completed' OR NEW.status <> 'completed') AND (
      OLD.status IS DISTINCT FROM NEW.status OR OLD.wcms_id IS DISTINCT FROM NEW.wcms_id
      OR OLD.pool_id IS DISTINCT FROM NEW.pool_id OR OLD.assigned_user_id IS DISTINCT FROM NEW.assigned_user_id
      OR (OLD.unacknowledged_count > 0) IS DISTINCT FROM (NEW.unacknowledged_count > 0)
    )
  ) EXECUTE FUNCTION "request_open_counts_apply"();
--> statement-breakpoint
INSERT INTO "request_open_counts" ("wcms_id", "pool_id", "assigned_user_id", "attention", "open_count")
  SELECT wcms_id, pool_id, coalesce(assigned_user_id, 0), unacknowledged_count > 0, count(*)::int
  FROM requests WHERE status <> 'completed' GROUP BY 1, 2, 3, 4;
