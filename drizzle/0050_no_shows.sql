CREATE TABLE "no_show_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reported_by" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"answer_note" text,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_show_reports_by_valid" CHECK ("no_show_reports"."reported_by" in ('customer', 'provider')),
	CONSTRAINT "no_show_reports_state_valid" CHECK ("no_show_reports"."state" in ('waiting', 'confirmed', 'explained', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_reports_booking_key" ON "no_show_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "no_show_reports_waiting_idx" ON "no_show_reports" USING btree ("answer_by") WHERE "no_show_reports"."state" = 'waiting';