ALTER TABLE "store_settings" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "slot_capacity" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "schedule_days_ahead" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "busy_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before promises existed were promised nothing: their payment time stands in.
UPDATE "orders" SET "promised_at" = coalesce("paid_at", "created_at") WHERE "promised_at" IS NULL AND "paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_promised_at_idx" ON "orders" USING btree ("promised_at");--> statement-breakpoint
-- A checkout's place in a slot while its customer pays (HOLD_MINUTES); written under the slots'
-- lock before the payment provider is called, so it has no foreign key to the order yet to be stored.
CREATE TABLE "pickup_holds" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "pickup_holds_slot_idx" ON "pickup_holds" USING btree ("slot_at","created_at");
