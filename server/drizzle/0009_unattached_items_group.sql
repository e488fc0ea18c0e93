CREATE UNIQUE INDEX "groups_one_unattached_idx" ON "groups" USING btree ("wcms_id") WHERE "groups"."kind" = 'unattached';--> statement-breakpoint
INSERT INTO "groups" ("wcms_id", "name", "kind") SELECT "wcms_id", 'Unattached items', 'unattached' FROM "organisations" ON CONFLICT DO NOTHING;
