CREATE TABLE "colleague_covers" (
	"wcms_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"covered_user_id" integer NOT NULL,
	CONSTRAINT "colleague_covers_wcms_id_user_id_covered_user_id_pk" PRIMARY KEY("wcms_id","user_id","covered_user_id")
);
--> statement-breakpoint
CREATE TABLE "group_shares" (
	"group_id" integer NOT NULL,
	"wcms_id" integer NOT NULL,
	"restricted_view" boolean DEFAULT true NOT NULL,
	CONSTRAINT "group_shares_group_id_wcms_id_pk" PRIMARY KEY("group_id","wcms_id")
);
--> statement-breakpoint
CREATE TABLE "staff_shares" (
	"user_id" integer NOT NULL,
	"owner_wcms_id" integer NOT NULL,
	"wcms_id" integer NOT NULL,
	"restricted_view" boolean DEFAULT true NOT NULL,
	CONSTRAINT "staff_shares_user_id_owner_wcms_id_wcms_id_pk" PRIMARY KEY("user_id","owner_wcms_id","wcms_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "console_access" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "can_accept_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "used_internally" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "colleague_covers" ADD CONSTRAINT "colleague_covers_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_covers" ADD CONSTRAINT "colleague_covers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_covers" ADD CONSTRAINT "colleague_covers_covered_user_id_users_id_fk" FOREIGN KEY ("covered_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_shares" ADD CONSTRAINT "group_shares_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shares" ADD CONSTRAINT "staff_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shares" ADD CONSTRAINT "staff_shares_owner_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("owner_wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shares" ADD CONSTRAINT "staff_shares_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colleague_covers_covered_idx" ON "colleague_covers" USING btree ("wcms_id","covered_user_id");--> statement-breakpoint
CREATE INDEX "group_shares_wcms_idx" ON "group_shares" USING btree ("wcms_id");--> statement-breakpoint
CREATE INDEX "staff_shares_wcms_idx" ON "staff_shares" USING btree ("wcms_id");--> statement-breakpoint
-- existing members keep what their role let them do in the console before levels existed (spec §6)
UPDATE "memberships" SET "console_access" = CASE "role" WHEN 'super' THEN 'super' WHEN 'full' THEN 'advanced' WHEN 'editor' THEN 'basic' ELSE 'none' END;
