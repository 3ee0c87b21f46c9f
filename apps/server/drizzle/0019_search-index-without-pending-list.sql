ALTER INDEX "products_search_key_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_key_trgm_idx');
