CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bio" text,
	"services" text[] NOT NULL,
	"hourly_rate" integer,
	"response_time" text,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_verified" integer DEFAULT 0 NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"provider_type" text,
	"profile_photo_url" text,
	"identification_doc_url" text,
	"company_reg_doc_url" text,
	"wireman_license_url" text,
	"plumber_compliance_url" text,
	"agent_id_docs_urls" text[],
	"admin_notes" text,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_is_verified_flag" CHECK ("providers"."is_verified" in (0, 1)),
	CONSTRAINT "providers_hourly_rate_positive" CHECK ("providers"."hourly_rate" is null or "providers"."hourly_rate" >= 1),
	CONSTRAINT "providers_rating_range" CHECK ("providers"."rating" between 0 and 50),
	CONSTRAINT "providers_review_count_positive" CHECK ("providers"."review_count" >= 0),
	CONSTRAINT "providers_services_not_empty" CHECK (cardinality("providers"."services") >= 1)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"preferred_date" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cleaning_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_service_type_valid" CHECK ("quote_requests"."service_type" in ('cleaning', 'plumbing', 'electrical', 'gardening')),
	CONSTRAINT "quote_requests_status_valid" CHECK ("quote_requests"."status" in ('pending', 'responded', 'accepted', 'declined', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_amount_positive" CHECK ("quotes"."amount" >= 1),
	CONSTRAINT "quotes_status_valid" CHECK ("quotes"."status" in ('open', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"is_provider" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_is_provider_flag" CHECK ("users"."is_provider" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "providers_user_id_key" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_services_idx" ON "providers" USING gin ("services");--> statement-breakpoint
CREATE INDEX "providers_rank_idx" ON "providers" USING btree ("is_verified" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_location_trgm_idx" ON "providers" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_customer_idx" ON "quote_requests" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_service_status_idx" ON "quote_requests" USING btree ("service_type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_provider_key" ON "quotes" USING btree ("quote_request_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_accepted_per_request" ON "quotes" USING btree ("quote_request_id") WHERE "quotes"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "quotes_provider_idx" ON "quotes" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebase_uid_key" ON "users" USING btree ("firebase_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));