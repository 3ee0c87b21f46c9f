ALTER TABLE "orders" RENAME CONSTRAINT "orders_delivered_by_id_fkey" TO "orders_delivered_by_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "order_refunds" RENAME CONSTRAINT "order_refunds_order_id_fkey" TO "order_refunds_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_refunds" RENAME CONSTRAINT "order_refunds_by_user_id_fkey" TO "order_refunds_by_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "activity_log" RENAME CONSTRAINT "activity_log_actor_id_fkey" TO "activity_log_actor_id_users_id_fk";
