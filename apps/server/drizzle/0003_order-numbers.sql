CREATE TABLE "order_number_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number_day" date;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_day_number_key" ON "orders" USING btree ("number_day","number");