CREATE TABLE "loyalty_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cents_per_point" bigint DEFAULT 10000 NOT NULL,
	"expiry_months" integer DEFAULT 12 NOT NULL
);
--> statement-breakpoint
INSERT INTO "loyalty_settings" ("id") VALUES (1);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"points" integer NOT NULL,
	"product_id" integer,
	"amount_cents" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_one_kind_check" CHECK (("product_id" IS NULL) <> ("amount_cents" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" integer,
	"reward_id" integer,
	"expires_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_kind_check" CHECK ("kind" IN ('earned', 'redeemed', 'reversed', 'expired', 'adjusted'))
);
--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_id");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_id" integer;
