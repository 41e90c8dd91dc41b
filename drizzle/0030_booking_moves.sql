CREATE TABLE "booking_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"proposer_id" uuid,
	"visit_date" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_moves_side_valid" CHECK ("booking_moves"."proposed_by" in ('customer', 'provider')),
	CONSTRAINT "booking_moves_status_valid" CHECK ("booking_moves"."status" in ('proposed', 'accepted', 'declined')),
	CONSTRAINT "booking_moves_span_valid" CHECK ("booking_moves"."start_minute" >= 0 and "booking_moves"."end_minute" > "booking_moves"."start_minute" and "booking_moves"."end_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_moves_booking_idx" ON "booking_moves" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_moves_one_waiting" ON "booking_moves" USING btree ("booking_id") WHERE "booking_moves"."status" = 'proposed';