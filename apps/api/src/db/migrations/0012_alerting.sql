CREATE TABLE "alert_deliveries" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"alert_id" uuid,
	"callback_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"address" text,
	"urgent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"provider_id" text,
	"error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "alert_deliveries_channel_check" CHECK ("alert_deliveries"."channel" in ('email', 'sms', 'voice', 'push')),
	CONSTRAINT "alert_deliveries_kind_check" CHECK ("alert_deliveries"."kind" in ('mass_alert', 'callback_offer', 'staffing_gap', 'shift_changed', 'cert_expiring', 'general')),
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "alert_recipients" (
	"agency_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"answer" text,
	"minutes" integer,
	"answered_via" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_recipients_pkey" PRIMARY KEY("agency_id","alert_id","user_id"),
	CONSTRAINT "alert_recipients_answer_check" CHECK ("alert_recipients"."answer" in ('yes', 'no')),
	CONSTRAINT "alert_recipients_answered_via_check" CHECK ("alert_recipients"."answered_via" in ('sms', 'voice', 'link', 'app'))
);
--> statement-breakpoint
CREATE TABLE "alerting_profiles" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"channels" jsonb,
	"quiet_start" text,
	"quiet_end" text,
	"sms_opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerting_profiles_pkey" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"message" text NOT NULL,
	"audience" jsonb NOT NULL,
	"question" boolean DEFAULT false NOT NULL,
	"urgent" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_pkey" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_fk" FOREIGN KEY ("agency_id","alert_id") REFERENCES "public"."alerts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_recipients" ADD CONSTRAINT "alert_recipients_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_recipients" ADD CONSTRAINT "alert_recipients_alert_fk" FOREIGN KEY ("agency_id","alert_id") REFERENCES "public"."alerts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_recipients" ADD CONSTRAINT "alert_recipients_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerting_profiles" ADD CONSTRAINT "alerting_profiles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerting_profiles" ADD CONSTRAINT "alerting_profiles_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_sender_fk" FOREIGN KEY ("agency_id","sender_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_once_unique" ON "alert_deliveries" USING btree ("agency_id","source","user_id","channel");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("next_attempt_at") WHERE "alert_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "alert_deliveries_provider_idx" ON "alert_deliveries" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_agency_alert_idx" ON "alert_deliveries" USING btree ("agency_id","alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_recipients_token_unique" ON "alert_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "alerting_profiles_phone_idx" ON "alerting_profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "alerts_agency_created_idx" ON "alerts" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_agency_endpoint_unique" ON "push_subscriptions" USING btree ("agency_id","endpoint");