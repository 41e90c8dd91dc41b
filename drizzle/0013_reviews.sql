CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"quality" integer,
	"punctuality" integer,
	"communication" integer,
	"value" integer,
	"comment" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_direction_known" CHECK ("reviews"."direction" in ('of_provider', 'of_customer')),
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."rating" between 1 and 5
        and coalesce("reviews"."quality", 1) between 1 and 5
        and coalesce("reviews"."punctuality", 1) between 1 and 5
        and coalesce("reviews"."communication", 1) between 1 and 5
        and coalesce("reviews"."value", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_request_direction_key" ON "reviews" USING btree ("quote_request_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_provider_published_idx" ON "reviews" USING btree ("provider_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."direction" = 'of_provider' and "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_subject_published_idx" ON "reviews" USING btree ("subject_id") WHERE "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("quote_request_id") WHERE "reviews"."published_at" is null;--> statement-breakpoint
-- Jobs completed before completed_at existed count as completed when they were posted.
UPDATE "quote_requests" SET "completed_at" = "created_at" WHERE "status" = 'completed' AND "completed_at" IS NULL;
