/**
 * The database schema, one file per area (as the modules are). This file is the one entry the app,
 * the tests and drizzle.config.ts read: a new area's tables go in a file of their own, re-exported here.
 */
export * from './schema-accounts';
export * from './schema-catalogue';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-invoicing';
export * from './schema-mail';
export * from './schema-operations';
export * from './schema-counter';
export * from './schema-delivery';
export * from './schema-loyalty';
export * from './schema-followups';
export * from './schema-whatsapp';
