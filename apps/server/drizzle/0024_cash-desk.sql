ALTER TABLE "store_settings" ADD COLUMN "cash_desk_for_employees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "opening_float_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_opening_float_check" CHECK ("opening_float_cents" >= 0);--> statement-breakpoint
CREATE TABLE "cash_floats" (
	"day" date PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"set_by_id" integer NOT NULL,
	"set_by_name" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_floats_amount_check" CHECK ("amount_cents" >= 0),
	CONSTRAINT "cash_floats_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action
);
