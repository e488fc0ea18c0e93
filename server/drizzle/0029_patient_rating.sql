ALTER TABLE "feedback" ADD COLUMN "submission" text;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_submission_idx" ON "feedback" USING btree ("submission");