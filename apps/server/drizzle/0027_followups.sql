CREATE TABLE "followup_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"channel" text,
	"coupon_id" integer REFERENCES "coupons"("id") ON DELETE set null,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followup_jobs_kind_check" CHECK ("kind" IN ('review', 'winback')),
	CONSTRAINT "followup_jobs_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "followup_jobs_review_key" ON "followup_jobs" USING btree ("order_id") WHERE "kind" = 'review';
--> statement-breakpoint
CREATE UNIQUE INDEX "followup_jobs_winback_key" ON "followup_jobs" USING btree ("user_id","order_id") WHERE "kind" = 'winback';
--> statement-breakpoint
CREATE INDEX "followup_jobs_due_idx" ON "followup_jobs" USING btree ("due_at") WHERE "status" IN ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX "followup_jobs_user_idx" ON "followup_jobs" USING btree ("user_id","kind","created_at");
--> statement-breakpoint
CREATE INDEX "followup_jobs_coupon_idx" ON "followup_jobs" USING btree ("coupon_id");
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;
--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_idx" ON "order_coupons" USING btree ("coupon_id");
--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD COLUMN "win_back_enabled" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD COLUMN "win_back_days" integer DEFAULT 45 NOT NULL;
--> statement-breakpoint
ALTER TABLE "loyalty_settings" ADD COLUMN "win_back_percent" integer DEFAULT 15 NOT NULL;
