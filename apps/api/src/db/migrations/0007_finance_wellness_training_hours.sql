CREATE TABLE "iso_category_mappings" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"course_category" text NOT NULL,
	"iso_category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iso_category_mappings_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "iso_category_mappings_course_category_check" CHECK ("iso_category_mappings"."course_category" in ('fire_safety', 'medical', 'rescue', 'hazmat', 'driving', 'leadership', 'compliance', 'equipment', 'communications', 'other')),
	CONSTRAINT "iso_category_mappings_iso_category_check" CHECK ("iso_category_mappings"."iso_category" in ('company', 'facility', 'officer', 'driver', 'hazmat'))
);
--> statement-breakpoint
CREATE TABLE "fitness_enrollments" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_enrollments_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
ALTER TABLE "training_assignments" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD COLUMN "completion_notes" text;--> statement-breakpoint
ALTER TABLE "iso_category_mappings" ADD CONSTRAINT "iso_category_mappings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_enrollments" ADD CONSTRAINT "fitness_enrollments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_enrollments" ADD CONSTRAINT "fitness_enrollments_program_fk" FOREIGN KEY ("agency_id","program_id") REFERENCES "public"."fitness_programs"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_enrollments" ADD CONSTRAINT "fitness_enrollments_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "iso_category_mappings_category_idx" ON "iso_category_mappings" USING btree ("agency_id","course_category");--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_enrollments_program_user_idx" ON "fitness_enrollments" USING btree ("agency_id","program_id","user_id");--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_score_check" CHECK ("training_assignments"."score" between 0 and 100);