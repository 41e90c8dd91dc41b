-- Nothing is emailed to an address its owner has not proved. Accounts made before this change prove
-- theirs at their next sign-in (a Google account at once; a password account from the link the
-- banner sends), so none is marked verified here.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;