ALTER TABLE "feedback" ADD COLUMN "submission" text;--> statement-breakpoint
CREATE INDEX "requests_type_received_idx" ON "requests" USING btree ("wcms_id","type","received_at","id","priority","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_submission_idx" ON "feedback" USING btree ("submission");