ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reachable" CHECK ("users"."email" is not null or "users"."phone" is not null);