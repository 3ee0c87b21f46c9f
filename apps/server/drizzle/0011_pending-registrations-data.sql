-- Every account still waiting for activation becomes its own first registration.
INSERT INTO "pending_registrations" ("user_id", "first_name", "last_name", "password_hash", "created_at")
SELECT "id", "first_name", "last_name", "password_hash", "created_at"
FROM "users"
WHERE "activated_at" IS NULL AND "deleted_at" IS NULL AND "password_hash" IS NOT NULL;
--> statement-breakpoint
-- Mails kept before links were hidden in the stored copy lose their live tokens too.
UPDATE "sent_mail" SET
  "text" = regexp_replace("text", '(/activateAcount/|/resetPassword/|/newsletter/unsubscribe/)[A-Za-z0-9_%.~-]+', '\1[enlace oculto]', 'g'),
  "html" = regexp_replace("html", '(/activateAcount/|/resetPassword/|/newsletter/unsubscribe/)[A-Za-z0-9_%.~-]+', '\1[enlace oculto]', 'g');
