-- Money columns wide enough for the largest cart the shop accepts (the order total is capped in
-- the domain, far above what an integer column holds in cents).
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "discount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "transaction_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "installment_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "total_paid_cents" SET DATA TYPE bigint;--> statement-breakpoint
-- What the kitchen must know about a payment that arrived while the shop could not honour it.
ALTER TABLE "orders" ADD COLUMN "payment_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- One row the health check rewrites, to learn whether the database can still write.
CREATE TABLE "health_write_probe" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
