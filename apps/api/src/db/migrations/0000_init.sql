CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"logo_url" text,
	"primary_color" text DEFAULT '#3B4B6B' NOT NULL,
	"secondary_color" text DEFAULT '#00BFFF' NOT NULL,
	"subscription_tier" text DEFAULT 'trial' NOT NULL,
	"subscription_status" text DEFAULT 'trial' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"trial_ends_at" timestamp with time zone,
	"subscription_expires_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_type_check" CHECK ("agencies"."type" in ('fire', 'ems', 'police', 'nonprofit')),
	CONSTRAINT "agencies_subscription_tier_check" CHECK ("agencies"."subscription_tier" in ('trial', 'starter', 'standard', 'pro')),
	CONSTRAINT "agencies_subscription_status_check" CHECK ("agencies"."subscription_status" in ('trial', 'active', 'past_due', 'cancelled', 'paused')),
	CONSTRAINT "agencies_status_check" CHECK ("agencies"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"change_details" jsonb,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_logs_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuing_organization" text,
	"issue_date" date,
	"expiration_date" date NOT NULL,
	"certificate_number" text,
	"document_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "certifications_status_check" CHECK ("certifications"."status" in ('active', 'expired', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "required_certifications" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "required_certifications_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "required_certifications_role_check" CHECK ("required_certifications"."role" in ('admin', 'officer', 'firefighter', 'emt'))
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"model" text,
	"serial_number" text,
	"location" text,
	"status" text DEFAULT 'available' NOT NULL,
	"last_maintenance_date" date,
	"next_maintenance_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "equipment_type_check" CHECK ("equipment"."type" in ('engine', 'ambulance', 'ladder', 'rescue', 'tanker', 'brush', 'command', 'boat', 'trailer', 'generator', 'pump', 'hose', 'tool', 'safety', 'communication', 'other')),
	CONSTRAINT "equipment_status_check" CHECK ("equipment"."status" in ('available', 'in_service', 'maintenance', 'out_of_service'))
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"total_amount" integer NOT NULL,
	"spent_amount" integer DEFAULT 0 NOT NULL,
	"fiscal_year" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "budgets_category_check" CHECK ("budgets"."category" in ('equipment', 'personnel', 'training', 'maintenance', 'fuel', 'supplies', 'utilities', 'insurance', 'administration', 'other')),
	CONSTRAINT "budgets_status_check" CHECK ("budgets"."status" in ('active', 'completed', 'overbudget')),
	CONSTRAINT "budgets_amounts_check" CHECK ("budgets"."total_amount" >= 0 and "budgets"."spent_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"budget_id" uuid,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"category" text NOT NULL,
	"expense_date" date NOT NULL,
	"vendor" text,
	"receipt_url" text,
	"approved_by_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."category" in ('equipment', 'personnel', 'training', 'maintenance', 'fuel', 'supplies', 'utilities', 'insurance', 'administration', 'other')),
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"incident_number" text NOT NULL,
	"incident_type" text NOT NULL,
	"report_date" date NOT NULL,
	"incident_date" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"reporting_officer_id" uuid NOT NULL,
	"narrative_summary" text,
	"nfirs_code" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"injuries" integer DEFAULT 0 NOT NULL,
	"fatalities" integer DEFAULT 0 NOT NULL,
	"property_damage" integer DEFAULT 0 NOT NULL,
	"units_responded" text[] DEFAULT '{}'::text[] NOT NULL,
	"neris" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "incidents_type_check" CHECK ("incidents"."incident_type" in ('fire', 'medical', 'rescue', 'hazmat', 'vehicle', 'wildfire', 'false_alarm', 'assist', 'inspection', 'training', 'other')),
	CONSTRAINT "incidents_priority_check" CHECK ("incidents"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" in ('draft', 'pending', 'approved', 'completed')),
	CONSTRAINT "incidents_counts_check" CHECK ("incidents"."injuries" >= 0 and "incidents"."fatalities" >= 0 and "incidents"."property_damage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'warning', 'alert', 'success'))
);
--> statement-breakpoint
CREATE TABLE "shift_bids" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bid_amount_cents" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_bids_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "shift_bids_status_check" CHECK ("shift_bids"."status" in ('pending', 'accepted', 'rejected', 'outbid')),
	CONSTRAINT "shift_bids_bid_amount_check" CHECK ("shift_bids"."bid_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shift_swaps" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_for_id" uuid,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by_id" uuid,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_swaps_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "shift_swaps_status_check" CHECK ("shift_swaps"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"assignment" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_pattern" text,
	"recurrence_interval" integer DEFAULT 1 NOT NULL,
	"recurrence_days_of_week" text[],
	"recurring_end_date" date,
	"recurrence_count" integer,
	"parent_shift_id" uuid,
	"series_id" uuid,
	"is_paid" boolean DEFAULT false NOT NULL,
	"hourly_rate_cents" integer,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"is_partial_shift" boolean DEFAULT false NOT NULL,
	"partial_shift_start" timestamp with time zone,
	"partial_shift_end" timestamp with time zone,
	"min_staff" integer,
	"max_staff" integer,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"actual_start_time" timestamp with time zone,
	"actual_end_time" timestamp with time zone,
	"checked_in" boolean DEFAULT false NOT NULL,
	"total_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "shifts_status_check" CHECK ("shifts"."status" in ('scheduled', 'active', 'completed', 'cancelled', 'open', 'pending_approval')),
	CONSTRAINT "shifts_recurring_pattern_check" CHECK ("shifts"."recurring_pattern" in ('daily', 'weekly', 'custom')),
	CONSTRAINT "shifts_recurrence_days_of_week_check" CHECK ("shifts"."recurrence_days_of_week" <@ array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']::text[]),
	CONSTRAINT "shifts_payment_status_check" CHECK ("shifts"."payment_status" in ('pending', 'approved', 'paid')),
	CONSTRAINT "shifts_time_order_check" CHECK ("shifts"."end_time" > "shifts"."start_time"),
	CONSTRAINT "shifts_recurrence_interval_check" CHECK ("shifts"."recurrence_interval" >= 1),
	CONSTRAINT "shifts_recurrence_count_check" CHECK ("shifts"."recurrence_count" >= 1),
	CONSTRAINT "shifts_hourly_rate_check" CHECK ("shifts"."hourly_rate_cents" >= 0),
	CONSTRAINT "shifts_total_minutes_check" CHECK ("shifts"."total_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "staffing_requirements" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"shift_type" text,
	"minimum_staff" integer DEFAULT 1 NOT NULL,
	"role_requirements" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_requirements_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "staffing_requirements_minimum_staff_check" CHECK ("staffing_requirements"."minimum_staff" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"max_participants" integer DEFAULT 20 NOT NULL,
	"instructor_id" uuid,
	"requirements" text,
	"objectives" text,
	"materials" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "courses_category_check" CHECK ("courses"."category" in ('fire_safety', 'medical', 'rescue', 'hazmat', 'driving', 'leadership', 'compliance', 'equipment', 'communications', 'other')),
	CONSTRAINT "courses_difficulty_check" CHECK ("courses"."difficulty" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "courses_duration_check" CHECK ("courses"."duration_minutes" >= 1),
	CONSTRAINT "courses_max_participants_check" CHECK ("courses"."max_participants" >= 1)
);
--> statement-breakpoint
CREATE TABLE "training_assignments" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by_id" uuid,
	"due_date" date NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"completed_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_assignments_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "training_assignments_priority_check" CHECK ("training_assignments"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "training_assignments_status_check" CHECK ("training_assignments"."status" in ('assigned', 'in_progress', 'completed', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "user_agencies" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'firefighter' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_agencies_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "user_agencies_role_check" CHECK ("user_agencies"."role" in ('admin', 'officer', 'firefighter', 'emt'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile_image_url" text,
	"role" text DEFAULT 'firefighter' NOT NULL,
	"is_universe_admin" boolean DEFAULT false NOT NULL,
	"calendar_token" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "users_id_unique" UNIQUE("id"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'officer', 'firefighter', 'emt'))
);
--> statement-breakpoint
CREATE TABLE "fitness_programs" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'general' NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"difficulty" text DEFAULT 'beginner' NOT NULL,
	"instructions" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_programs_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "fitness_programs_type_check" CHECK ("fitness_programs"."type" in ('cardio', 'strength', 'flexibility', 'endurance', 'general')),
	CONSTRAINT "fitness_programs_difficulty_check" CHECK ("fitness_programs"."difficulty" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "fitness_programs_duration_check" CHECK ("fitness_programs"."duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wellness_records" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"record_type" text DEFAULT 'fitness' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"record_date" date NOT NULL,
	"notes" text,
	"is_private" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellness_records_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "wellness_records_record_type_check" CHECK ("wellness_records"."record_type" in ('fitness', 'medical', 'mental_health'))
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_certifications" ADD CONSTRAINT "required_certifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_budget_fk" FOREIGN KEY ("agency_id","budget_id") REFERENCES "public"."budgets"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approved_by_fk" FOREIGN KEY ("agency_id","approved_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reporting_officer_fk" FOREIGN KEY ("agency_id","reporting_officer_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_bids" ADD CONSTRAINT "shift_bids_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_bids" ADD CONSTRAINT "shift_bids_shift_fk" FOREIGN KEY ("agency_id","shift_id") REFERENCES "public"."shifts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_bids" ADD CONSTRAINT "shift_bids_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_bids" ADD CONSTRAINT "shift_bids_approved_by_fk" FOREIGN KEY ("agency_id","approved_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_shift_fk" FOREIGN KEY ("agency_id","shift_id") REFERENCES "public"."shifts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_requested_by_fk" FOREIGN KEY ("agency_id","requested_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_requested_for_fk" FOREIGN KEY ("agency_id","requested_for_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_approved_by_fk" FOREIGN KEY ("agency_id","approved_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_fk" FOREIGN KEY ("agency_id","instructor_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_course_fk" FOREIGN KEY ("agency_id","course_id") REFERENCES "public"."courses"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_assignments" ADD CONSTRAINT "training_assignments_assigned_by_fk" FOREIGN KEY ("agency_id","assigned_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agencies" ADD CONSTRAINT "user_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agencies" ADD CONSTRAINT "user_agencies_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_programs" ADD CONSTRAINT "fitness_programs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_records" ADD CONSTRAINT "wellness_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_records" ADD CONSTRAINT "wellness_records_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_agency_created_idx" ON "audit_logs" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certifications_agency_expiration_idx" ON "certifications" USING btree ("agency_id","expiration_date");--> statement-breakpoint
CREATE INDEX "certifications_agency_user_idx" ON "certifications" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "required_certifications_agency_name_role_unique" ON "required_certifications" USING btree ("agency_id",lower("name"),coalesce("role", ''));--> statement-breakpoint
CREATE INDEX "equipment_agency_status_idx" ON "equipment" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "equipment_agency_next_maintenance_idx" ON "equipment" USING btree ("agency_id","next_maintenance_date");--> statement-breakpoint
CREATE INDEX "budgets_agency_fiscal_year_idx" ON "budgets" USING btree ("agency_id","fiscal_year");--> statement-breakpoint
CREATE INDEX "expenses_agency_date_idx" ON "expenses" USING btree ("agency_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_agency_budget_idx" ON "expenses" USING btree ("agency_id","budget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_agency_number_unique" ON "incidents" USING btree ("agency_id","incident_number");--> statement-breakpoint
CREATE INDEX "incidents_agency_date_idx" ON "incidents" USING btree ("agency_id","incident_date");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_agency_user_dedupe_unique" ON "notifications" USING btree ("agency_id","user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_agency_user_read_created_idx" ON "notifications" USING btree ("agency_id","user_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "shift_bids_agency_shift_idx" ON "shift_bids" USING btree ("agency_id","shift_id");--> statement-breakpoint
CREATE INDEX "shift_bids_agency_user_idx" ON "shift_bids" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_swaps_agency_shift_idx" ON "shift_swaps" USING btree ("agency_id","shift_id");--> statement-breakpoint
CREATE INDEX "shift_swaps_agency_status_idx" ON "shift_swaps" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "shifts_agency_start_idx" ON "shifts" USING btree ("agency_id","start_time");--> statement-breakpoint
CREATE INDEX "shifts_agency_user_start_idx" ON "shifts" USING btree ("agency_id","user_id","start_time");--> statement-breakpoint
CREATE INDEX "shifts_agency_status_start_idx" ON "shifts" USING btree ("agency_id","status","start_time");--> statement-breakpoint
CREATE INDEX "shifts_agency_parent_idx" ON "shifts" USING btree ("agency_id","parent_shift_id");--> statement-breakpoint
CREATE INDEX "shifts_agency_series_idx" ON "shifts" USING btree ("agency_id","series_id");--> statement-breakpoint
CREATE INDEX "courses_agency_status_idx" ON "courses" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "training_assignments_agency_user_due_idx" ON "training_assignments" USING btree ("agency_id","user_id","due_date");--> statement-breakpoint
CREATE INDEX "training_assignments_agency_course_idx" ON "training_assignments" USING btree ("agency_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_agencies_agency_user_unique" ON "user_agencies" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email")) WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_unique" ON "users" USING btree ("calendar_token");--> statement-breakpoint
CREATE INDEX "users_agency_role_idx" ON "users" USING btree ("agency_id","role");--> statement-breakpoint
CREATE INDEX "wellness_records_agency_user_date_idx" ON "wellness_records" USING btree ("agency_id","user_id","record_date");