CREATE TABLE "pay_holidays" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_holidays_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
ALTER TABLE "pay_codes" DROP CONSTRAINT "pay_codes_kind_check";--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "payroll_systems" ADD COLUMN "overtime_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "punch_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD COLUMN "punch_radius_meters" integer;--> statement-breakpoint
ALTER TABLE "pay_holidays" ADD CONSTRAINT "pay_holidays_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_holidays_agency_day_unique" ON "pay_holidays" USING btree ("agency_id","day");--> statement-breakpoint
ALTER TABLE "pay_codes" ADD CONSTRAINT "pay_codes_kind_check" CHECK ("pay_codes"."kind" in ('regular', 'overtime', 'flsa_overtime', 'holiday', 'callback', 'trade_worked', 'leave_vacation', 'leave_sick', 'leave_kelly', 'leave_personal'));--> statement-breakpoint
ALTER TABLE "payroll_systems" ADD CONSTRAINT "payroll_systems_overtime_check" CHECK ("payroll_systems"."overtime_after_minutes" is null or "payroll_systems"."overtime_after_minutes" > 0);--> statement-breakpoint
ALTER TABLE "time_clock_settings" ADD CONSTRAINT "time_clock_settings_radius_check" CHECK ("time_clock_settings"."punch_radius_meters" is null or "time_clock_settings"."punch_radius_meters" between 25 and 10000);