CREATE TABLE "touchscreen_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"touchscreen_id" integer NOT NULL,
	"wcms_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"joined_by" integer
);
--> statement-breakpoint
ALTER TABLE "touchscreens" ADD COLUMN "sharing_code" text;--> statement-breakpoint
ALTER TABLE "touchscreen_shares" ADD CONSTRAINT "touchscreen_shares_touchscreen_id_touchscreens_id_fk" FOREIGN KEY ("touchscreen_id") REFERENCES "public"."touchscreens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchscreen_shares" ADD CONSTRAINT "touchscreen_shares_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "touchscreen_shares" ADD CONSTRAINT "touchscreen_shares_joined_by_users_id_fk" FOREIGN KEY ("joined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "touchscreen_shares_idx" ON "touchscreen_shares" USING btree ("touchscreen_id","wcms_id");--> statement-breakpoint
CREATE INDEX "touchscreen_shares_org_idx" ON "touchscreen_shares" USING btree ("wcms_id");--> statement-breakpoint
CREATE UNIQUE INDEX "touchscreens_sharing_code_idx" ON "touchscreens" USING btree ("sharing_code");