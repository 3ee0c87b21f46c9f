-- Options on any product (modifier groups), dietary tags and allergens, and what an order line
-- keeps of the options chosen. Order lines copy the options' names and prices, so editing or
-- removing an option later never changes what a past order shows.
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"linked_product_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL
);--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_group_id_product_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_groups_product_idx" ON "product_option_groups" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_options_group_idx" ON "product_options" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "product_options_linked_idx" ON "product_options" USING btree ("linked_product_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TRIGGER product_option_groups_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_options_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_options
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
