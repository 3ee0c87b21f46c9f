-- Every money column is a bigint, as the orders' are: a refund or a price above $ 21.474.836,47
-- no longer overflows.
ALTER TABLE "order_refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
-- A refund is written `pendiente` before the provider is asked and `completado` once it answered.
ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'completado' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_key" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
-- Newsletter unsubscribe tokens are kept as SHA-256 hashes, as the other tokens are: the links
-- already mailed keep working until the next newsletter, whose links carry the derived token.
ALTER TABLE "newsletter_subscribers" RENAME COLUMN "unsubscribe_token" TO "unsubscribe_token_hash";--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "unsubscribe_token_hash" = encode(sha256(convert_to("unsubscribe_token_hash", 'UTF8')), 'hex');--> statement-breakpoint
-- A push subscription stops with its session: ended by a password change or by its expiry.
ALTER TABLE "push_subscriptions" ADD COLUMN "session_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_expires_at" timestamp with time zone;--> statement-breakpoint
-- Whose checkout holds a slot's place, and from which address: each may hold only a few unpaid.
ALTER TABLE "pickup_holds" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_holds" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "pickup_holds_user_idx" ON "pickup_holds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_holds_ip_idx" ON "pickup_holds" USING btree ("client_ip","created_at");
