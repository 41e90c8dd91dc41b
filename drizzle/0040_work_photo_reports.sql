CREATE TABLE "work_photo_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_photo_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "provider_work_photos" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_photo_reports" ADD CONSTRAINT "work_photo_reports_work_photo_id_provider_work_photos_id_fk" FOREIGN KEY ("work_photo_id") REFERENCES "public"."provider_work_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_photo_reports" ADD CONSTRAINT "work_photo_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_photo_reports_photo_reporter_key" ON "work_photo_reports" USING btree ("work_photo_id","reporter_id");--> statement-breakpoint
CREATE INDEX "work_photo_reports_open_idx" ON "work_photo_reports" USING btree ("created_at") WHERE "work_photo_reports"."resolved_at" is null;