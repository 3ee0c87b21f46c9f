-- The store's one settings row. Demo hours: every day from 00:00 to 24:00, so a fresh shop takes
-- orders at any hour; the owner sets the real week at /admin/horarios (see the README).
INSERT INTO "store_settings" ("id", "hours", "paused")
VALUES (1, '[{"day":0,"from":"00:00","to":"24:00"},{"day":1,"from":"00:00","to":"24:00"},{"day":2,"from":"00:00","to":"24:00"},{"day":3,"from":"00:00","to":"24:00"},{"day":4,"from":"00:00","to":"24:00"},{"day":5,"from":"00:00","to":"24:00"},{"day":6,"from":"00:00","to":"24:00"}]'::jsonb, false)
ON CONFLICT ("id") DO NOTHING;
