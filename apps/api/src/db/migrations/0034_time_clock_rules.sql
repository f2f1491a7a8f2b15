CREATE TABLE "time_clock_settings" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rounding_minutes" integer,
	"rounding_mode" text DEFAULT 'nearest' NOT NULL,
	"auto_clock_out_grace_minutes" integer,
	"reason_threshold_minutes" integer,
	"discrepancy_threshold_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_clock_settings_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "time_clock_settings_rounding_mode_check" CHECK ("time_clock_settings"."rounding_mode" in ('nearest', 'up', 'down')),
	CONSTRAINT "time_clock_settings_rounding_check" CHECK ("time_clock_settings"."rounding_minutes" in (1, 6, 15)),
	CONSTRAINT "time_clock_settings_grace_check" CHECK ("time_clock_settings"."auto_clock_out_grace_minutes" between 0 and 720),
	CONSTRAINT "time_clock_settings_reason_check" CHECK ("time_clock_settings"."reason_threshold_minutes" between 0 and 720),
	CONSTRAINT "time_clock_settings_discrepancy_check" CHECK ("time_clock_settings"."discrepancy_threshold_minutes" between 0 and 720)
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "rounded_start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "rounded_end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "late_start_reason" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "early_end_reason" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "auto_clocked_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD CONSTRAINT "time_clock_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_clock_settings_agency_unique" ON "time_clock_settings" USING btree ("agency_id");