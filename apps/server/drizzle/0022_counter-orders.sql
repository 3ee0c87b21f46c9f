ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'mercadopago' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_with_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("channel" IN ('web', 'telefono', 'whatsapp', 'mostrador'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('mercadopago', 'efectivo', 'qr', 'link'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_cash_day_idx" ON "orders" USING btree ("cash_day");--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cash_on_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cash_max_total_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"day" date PRIMARY KEY NOT NULL,
	"expected_cents" bigint NOT NULL,
	"counted_cents" bigint NOT NULL,
	"difference_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"closed_by_id" integer NOT NULL,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_closes_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action
);
