CREATE TABLE "vision_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vision_user" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vision_login_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wcms_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vision_links" ADD CONSTRAINT "vision_links_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vision_links" ADD CONSTRAINT "vision_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vision_login_requests" ADD CONSTRAINT "vision_login_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vision_login_requests" ADD CONSTRAINT "vision_login_requests_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vision_links_vision_user_idx" ON "vision_links" USING btree ("wcms_id","vision_user");--> statement-breakpoint
CREATE UNIQUE INDEX "vision_links_user_idx" ON "vision_links" USING btree ("wcms_id","user_id");