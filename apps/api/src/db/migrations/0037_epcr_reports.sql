CREATE TABLE "pcr_access_log" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_access_log_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "pcr_addenda" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"by_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" jsonb,
	"previous_content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_addenda_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "pcr_comments" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"by_id" uuid NOT NULL,
	"kind" text DEFAULT 'comment' NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_comments_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "pcr_comments_kind_check" CHECK ("pcr_comments"."kind" in ('comment', 'return'))
);
--> statement-breakpoint
CREATE TABLE "pcr_crew" (
	"agency_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "pcr_crew_pkey" PRIMARY KEY("agency_id","report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pcr_facilities" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '1701005' NOT NULL,
	"code" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_facilities_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "pcr_reports" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"incident_id" uuid,
	"unit_id" uuid,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_id" uuid NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"returned_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_reports_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "pcr_reports_status_check" CHECK ("pcr_reports"."status" in ('draft', 'closed')),
	CONSTRAINT "pcr_reports_version_check" CHECK ("pcr_reports"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pcr_reviewers" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcr_reviewers_pkey" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "pcr_access_log" ADD CONSTRAINT "pcr_access_log_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_access_log" ADD CONSTRAINT "pcr_access_log_report_fk" FOREIGN KEY ("agency_id","report_id") REFERENCES "public"."pcr_reports"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_access_log" ADD CONSTRAINT "pcr_access_log_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_addenda" ADD CONSTRAINT "pcr_addenda_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_addenda" ADD CONSTRAINT "pcr_addenda_report_fk" FOREIGN KEY ("agency_id","report_id") REFERENCES "public"."pcr_reports"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_addenda" ADD CONSTRAINT "pcr_addenda_by_fk" FOREIGN KEY ("agency_id","by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_comments" ADD CONSTRAINT "pcr_comments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_comments" ADD CONSTRAINT "pcr_comments_report_fk" FOREIGN KEY ("agency_id","report_id") REFERENCES "public"."pcr_reports"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_comments" ADD CONSTRAINT "pcr_comments_by_fk" FOREIGN KEY ("agency_id","by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_crew" ADD CONSTRAINT "pcr_crew_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_crew" ADD CONSTRAINT "pcr_crew_report_fk" FOREIGN KEY ("agency_id","report_id") REFERENCES "public"."pcr_reports"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_crew" ADD CONSTRAINT "pcr_crew_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_facilities" ADD CONSTRAINT "pcr_facilities_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reports" ADD CONSTRAINT "pcr_reports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reports" ADD CONSTRAINT "pcr_reports_incident_fk" FOREIGN KEY ("agency_id","incident_id") REFERENCES "public"."incidents"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reports" ADD CONSTRAINT "pcr_reports_unit_fk" FOREIGN KEY ("agency_id","unit_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reports" ADD CONSTRAINT "pcr_reports_created_by_fk" FOREIGN KEY ("agency_id","created_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reports" ADD CONSTRAINT "pcr_reports_closed_by_fk" FOREIGN KEY ("agency_id","closed_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reports" ADD CONSTRAINT "pcr_reports_reviewed_by_fk" FOREIGN KEY ("agency_id","reviewed_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reviewers" ADD CONSTRAINT "pcr_reviewers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcr_reviewers" ADD CONSTRAINT "pcr_reviewers_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcr_access_log_report_idx" ON "pcr_access_log" USING btree ("agency_id","report_id","created_at");--> statement-breakpoint
CREATE INDEX "pcr_addenda_report_idx" ON "pcr_addenda" USING btree ("agency_id","report_id");--> statement-breakpoint
CREATE INDEX "pcr_comments_report_idx" ON "pcr_comments" USING btree ("agency_id","report_id");--> statement-breakpoint
CREATE INDEX "pcr_crew_user_idx" ON "pcr_crew" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "pcr_reports_agency_created_idx" ON "pcr_reports" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "pcr_reports_incident_idx" ON "pcr_reports" USING btree ("agency_id","incident_id");