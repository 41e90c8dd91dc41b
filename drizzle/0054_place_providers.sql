CREATE TABLE "place_providers" (
	"service_type" text NOT NULL,
	"place_slug" text NOT NULL,
	"provider_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"invalidated_at" timestamp with time zone,
	CONSTRAINT "place_providers_service_type_place_slug_pk" PRIMARY KEY("service_type","place_slug")
);
