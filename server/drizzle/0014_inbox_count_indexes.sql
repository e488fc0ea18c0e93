DROP INDEX "requests_open_pool_idx";--> statement-breakpoint
DROP INDEX "requests_pool_idx";--> statement-breakpoint
DROP INDEX "requests_open_assignee_idx";--> statement-breakpoint
CREATE INDEX "requests_open_pool_idx" ON "requests" USING btree ("wcms_id","pool_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "requests_pool_idx" ON "requests" USING btree ("wcms_id","pool_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_open_assignee_idx" ON "requests" USING btree ("wcms_id","assigned_user_id","received_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'completed';