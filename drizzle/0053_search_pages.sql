CREATE TABLE "price_guides" (
	"service_type" text NOT NULL,
	"region" text NOT NULL,
	"job_type" text DEFAULT '' NOT NULL,
	"jobs" integer NOT NULL,
	"low" integer NOT NULL,
	"median" integer NOT NULL,
	"high" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guides_service_type_region_job_type_pk" PRIMARY KEY("service_type","region","job_type"),
	CONSTRAINT "price_guides_range" CHECK ("price_guides"."low" <= "price_guides"."median" and "price_guides"."median" <= "price_guides"."high")
);
--> statement-breakpoint
CREATE INDEX "providers_cleaning_area_idx" ON "providers" USING gist (geo_circle("latitude", "longitude", "service_radius_km" * 1000.0)) WHERE "providers"."services" @> array['cleaning']::text[] and "providers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "providers_plumbing_area_idx" ON "providers" USING gist (geo_circle("latitude", "longitude", "service_radius_km" * 1000.0)) WHERE "providers"."services" @> array['plumbing']::text[] and "providers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "providers_electrical_area_idx" ON "providers" USING gist (geo_circle("latitude", "longitude", "service_radius_km" * 1000.0)) WHERE "providers"."services" @> array['electrical']::text[] and "providers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "providers_gardening_area_idx" ON "providers" USING gist (geo_circle("latitude", "longitude", "service_radius_km" * 1000.0)) WHERE "providers"."services" @> array['gardening']::text[] and "providers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quote_requests_completed_area_idx" ON "quote_requests" USING btree ("service_type","area","completed_at" DESC NULLS LAST) WHERE "quote_requests"."status" = 'completed';