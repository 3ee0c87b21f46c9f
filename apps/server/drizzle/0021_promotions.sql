CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percentage" numeric(5, 2),
	"buy" integer,
	"pay" integer,
	"fixed_price_cents" bigint,
	"minimum_cents" bigint,
	"amount_cents" bigint,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"days" integer[] NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"stacks_with_coupons" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("kind" in ('porcentaje', 'nxm', 'precio_fijo', 'monto_minimo'))
);
--> statement-breakpoint
CREATE TABLE "selling_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"category" text,
	"days" integer[] NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	CONSTRAINT "selling_windows_target_check" CHECK (("product_id" is null) <> ("category" is null))
);
--> statement-breakpoint
ALTER TABLE "selling_windows" ADD CONSTRAINT "selling_windows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "savings" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_savings" jsonb DEFAULT '[]'::jsonb NOT NULL;
