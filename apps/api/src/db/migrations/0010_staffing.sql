CREATE TABLE "leave_balances" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"balance_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_balances_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "leave_balances_type_check" CHECK ("leave_balances"."type" in ('vacation', 'sick', 'kelly', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "leave_requests_type_check" CHECK ("leave_requests"."type" in ('vacation', 'sick', 'kelly', 'personal')),
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('pending', 'approved', 'denied', 'cancelled')),
	CONSTRAINT "leave_requests_date_order_check" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_minutes_check" CHECK ("leave_requests"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staffing_settings" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trades_require_approval" boolean DEFAULT true NOT NULL,
	"fatigue_limit_hours" integer DEFAULT 48 NOT NULL,
	"callback_method" text DEFAULT 'hours' NOT NULL,
	"callback_mode" text DEFAULT 'one_at_a_time' NOT NULL,
	"callback_response_minutes" integer DEFAULT 30 NOT NULL,
	"leave_max_concurrent" integer,
	"leave_min_notice_days" integer DEFAULT 0 NOT NULL,
	"leave_blocked_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"flsa_period_days" integer DEFAULT 28 NOT NULL,
	"flsa_period_start" date,
	"flsa_standard" text DEFAULT 'fire' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_settings_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "staffing_settings_callback_method_check" CHECK ("staffing_settings"."callback_method" in ('hours', 'rotating')),
	CONSTRAINT "staffing_settings_callback_mode_check" CHECK ("staffing_settings"."callback_mode" in ('one_at_a_time', 'all_at_once')),
	CONSTRAINT "staffing_settings_flsa_standard_check" CHECK ("staffing_settings"."flsa_standard" in ('fire', 'law_enforcement')),
	CONSTRAINT "staffing_settings_flsa_period_days_check" CHECK ("staffing_settings"."flsa_period_days" between 7 and 28),
	CONSTRAINT "staffing_settings_fatigue_check" CHECK ("staffing_settings"."fatigue_limit_hours" > 0),
	CONSTRAINT "staffing_settings_response_check" CHECK ("staffing_settings"."callback_response_minutes" > 0),
	CONSTRAINT "staffing_settings_leave_max_check" CHECK ("staffing_settings"."leave_max_concurrent" >= 0),
	CONSTRAINT "staffing_settings_leave_notice_check" CHECK ("staffing_settings"."leave_min_notice_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "crew_size" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "start_time" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "end_time" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "days_of_week" text[];--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flsa_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_balances" ADD CONSTRAINT "leave_balances_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_fk" FOREIGN KEY ("agency_id","decided_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_settings" ADD CONSTRAINT "staffing_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_balances_agency_user_type_unique" ON "leave_balances" USING btree ("agency_id","user_id","type");--> statement-breakpoint
CREATE INDEX "leave_requests_agency_user_idx" ON "leave_requests" USING btree ("agency_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_agency_dates_idx" ON "leave_requests" USING btree ("agency_id","start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "staffing_settings_agency_unique" ON "staffing_settings" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_equipment_fk" FOREIGN KEY ("agency_id","equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_equipment_fk" FOREIGN KEY ("agency_id","equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_days_of_week_check" CHECK ("staffing_requirements"."days_of_week" <@ array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']::text[]);--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_role_check" CHECK ("staffing_requirements"."role" in ('admin', 'officer', 'firefighter', 'emt'));--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_start_time_check" CHECK ("staffing_requirements"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_end_time_check" CHECK ("staffing_requirements"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');