-- Phone numbers are stored in one form, E.164 (+27821234567). Earlier rows hold them as typed:
-- South African local numbers and tidy international ones are rewritten; anything else is kept.
UPDATE "users" SET "phone" = '+27' || substr(regexp_replace("phone", '[[:space:]().-]', '', 'g'), 2)
WHERE regexp_replace("phone", '[[:space:]().-]', '', 'g') ~ '^0[1-9][0-9]{8}$';--> statement-breakpoint
UPDATE "users" SET "phone" = regexp_replace(regexp_replace("phone", '[[:space:]().-]', '', 'g'), '^00', '+')
WHERE "phone" !~ '^\+[1-9][0-9]{7,14}$'
  AND regexp_replace(regexp_replace("phone", '[[:space:]().-]', '', 'g'), '^00', '+') ~ '^\+[1-9][0-9]{7,14}$';
