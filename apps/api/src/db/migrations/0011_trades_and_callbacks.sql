CREATE TABLE "callback_events" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"callback_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callback_events_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "callback_events_kind_check" CHECK ("callback_events"."kind" in ('started', 'offered', 'accepted', 'declined', 'no_answer', 'awarded', 'charged', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "callback_offers" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"callback_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"charged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callback_offers_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "callback_offers_status_check" CHECK ("callback_offers"."status" in ('waiting', 'offered', 'accepted', 'declined', 'no_answer', 'awarded'))
);
--> statement-breakpoint
CREATE TABLE "callbacks" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"method" text NOT NULL,
	"mode" text NOT NULL,
	"response_minutes" integer NOT NULL,
	"started_by_id" uuid NOT NULL,
	"awarded_user_id" uuid,
	"awarded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callbacks_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "callbacks_status_check" CHECK ("callbacks"."status" in ('open', 'awarded', 'closed', 'cancelled')),
	CONSTRAINT "callbacks_method_check" CHECK ("callbacks"."method" in ('hours', 'rotating')),
	CONSTRAINT "callbacks_mode_check" CHECK ("callbacks"."mode" in ('one_at_a_time', 'all_at_once')),
	CONSTRAINT "callbacks_response_minutes_check" CHECK ("callbacks"."response_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_ledger" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"shift_id" uuid,
	"worker_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_ledger_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "trade_ledger_minutes_check" CHECK ("trade_ledger"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid,
	"kind" text NOT NULL,
	"return_shift_id" uuid,
	"status" text DEFAULT 'offered' NOT NULL,
	"note" text,
	"taker_id" uuid,
	"accepted_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trades_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "trades_kind_check" CHECK ("trades"."kind" in ('giveaway', 'swap', 'payback')),
	CONSTRAINT "trades_status_check" CHECK ("trades"."status" in ('offered', 'accepted', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "callback_events" ADD CONSTRAINT "callback_events_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_events" ADD CONSTRAINT "callback_events_callback_fk" FOREIGN KEY ("agency_id","callback_id") REFERENCES "public"."callbacks"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_events" ADD CONSTRAINT "callback_events_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_events" ADD CONSTRAINT "callback_events_actor_fk" FOREIGN KEY ("agency_id","actor_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_offers" ADD CONSTRAINT "callback_offers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_offers" ADD CONSTRAINT "callback_offers_callback_fk" FOREIGN KEY ("agency_id","callback_id") REFERENCES "public"."callbacks"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_offers" ADD CONSTRAINT "callback_offers_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_shift_fk" FOREIGN KEY ("agency_id","shift_id") REFERENCES "public"."shifts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_started_by_fk" FOREIGN KEY ("agency_id","started_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_awarded_user_fk" FOREIGN KEY ("agency_id","awarded_user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_trade_fk" FOREIGN KEY ("agency_id","trade_id") REFERENCES "public"."trades"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_worker_fk" FOREIGN KEY ("agency_id","worker_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ledger" ADD CONSTRAINT "trade_ledger_owner_fk" FOREIGN KEY ("agency_id","owner_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_shift_fk" FOREIGN KEY ("agency_id","shift_id") REFERENCES "public"."shifts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_return_shift_fk" FOREIGN KEY ("agency_id","return_shift_id") REFERENCES "public"."shifts"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_from_user_fk" FOREIGN KEY ("agency_id","from_user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_to_user_fk" FOREIGN KEY ("agency_id","to_user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_taker_fk" FOREIGN KEY ("agency_id","taker_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_decided_by_fk" FOREIGN KEY ("agency_id","decided_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callback_events_agency_callback_idx" ON "callback_events" USING btree ("agency_id","callback_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "callback_offers_callback_user_unique" ON "callback_offers" USING btree ("agency_id","callback_id","user_id");--> statement-breakpoint
CREATE INDEX "callback_offers_agency_user_idx" ON "callback_offers" USING btree ("agency_id","user_id","status");--> statement-breakpoint
CREATE INDEX "callbacks_agency_status_idx" ON "callbacks" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "callbacks_agency_shift_idx" ON "callbacks" USING btree ("agency_id","shift_id");--> statement-breakpoint
CREATE INDEX "trade_ledger_agency_worker_idx" ON "trade_ledger" USING btree ("agency_id","worker_id");--> statement-breakpoint
CREATE INDEX "trade_ledger_agency_owner_idx" ON "trade_ledger" USING btree ("agency_id","owner_id");--> statement-breakpoint
CREATE INDEX "trades_agency_status_idx" ON "trades" USING btree ("agency_id","status");--> statement-breakpoint
CREATE INDEX "trades_agency_shift_idx" ON "trades" USING btree ("agency_id","shift_id");