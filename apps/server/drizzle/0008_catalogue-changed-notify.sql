-- Every write to what the public catalogue answers are built from announces itself on the
-- `catalogue_changed` channel (payload: the table). NOTIFY is delivered when the transaction
-- commits, to every server instance listening, so each drops its cached answers; a trigger
-- covers every write path, present and future, without each one remembering to call a hook.
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_components_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_components
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER coupons_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER coupon_products_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupon_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
