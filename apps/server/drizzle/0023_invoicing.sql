CREATE TABLE "fiscal_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_name" text NOT NULL,
	"cuit" text NOT NULL,
	"address" text NOT NULL,
	"gross_income" text NOT NULL,
	"activity_start" date NOT NULL,
	"vat_condition" text NOT NULL,
	"point_of_sale" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_identity_single_row" CHECK ("fiscal_identity"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"refund_id" integer,
	"invoice_id" integer,
	"type" integer NOT NULL,
	"point_of_sale" integer NOT NULL,
	"cuit" text NOT NULL,
	"number" integer,
	"voucher_date" date,
	"cae" text,
	"cae_due_date" date,
	"issued_at" timestamp with time zone,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"message" text,
	"simulated" boolean NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_voucher_key" ON "invoices" USING btree ("point_of_sale","type","number","simulated") WHERE "invoices"."cae" is not null;--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at") WHERE "invoices"."status" = 'pendiente';--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("voucher_date");--> statement-breakpoint
CREATE TABLE "invoicing_lease" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"holder" text,
	"held_until" timestamp with time zone,
	CONSTRAINT "invoicing_lease_single_row" CHECK ("invoicing_lease"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "invoicing_lease" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "arca_tickets" (
	"service" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sign" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
