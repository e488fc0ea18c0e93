CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"wcms_id" integer,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "message_templates_one_owner" CHECK (("message_templates"."owner_user_id" is null) <> ("message_templates"."wcms_id" is null))
);
--> statement-breakpoint
CREATE TABLE "portal_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"wcms_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "portal_pharmacy_conditions" (
	"wcms_id" integer PRIMARY KEY NOT NULL,
	"conditions" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "portal_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"subtext" text DEFAULT '' NOT NULL,
	"link" text,
	"logged_in_only" boolean DEFAULT false NOT NULL,
	"info_text" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_categories" ADD CONSTRAINT "portal_categories_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_categories" ADD CONSTRAINT "portal_categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pharmacy_conditions" ADD CONSTRAINT "portal_pharmacy_conditions_wcms_id_organisations_wcms_id_fk" FOREIGN KEY ("wcms_id") REFERENCES "public"."organisations"("wcms_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_pharmacy_conditions" ADD CONSTRAINT "portal_pharmacy_conditions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_services" ADD CONSTRAINT "portal_services_category_id_portal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."portal_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_personal_name_idx" ON "message_templates" USING btree ("owner_user_id",lower("name")) WHERE "message_templates"."owner_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_org_name_idx" ON "message_templates" USING btree ("wcms_id",lower("name")) WHERE "message_templates"."wcms_id" is not null;--> statement-breakpoint
CREATE INDEX "message_templates_wcms_idx" ON "message_templates" USING btree ("wcms_id");--> statement-breakpoint
CREATE INDEX "portal_categories_wcms_idx" ON "portal_categories" USING btree ("wcms_id","position");--> statement-breakpoint
CREATE INDEX "portal_services_category_idx" ON "portal_services" USING btree ("category_id","position");