ALTER TABLE "messages" DROP CONSTRAINT "messages_text_length";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_text_length" CHECK (char_length("messages"."text") <= 40000 and (char_length("messages"."text") >= 1 or "messages"."photo_key" is not null));