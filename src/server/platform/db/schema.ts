// The database's tables, one file a part of the product; migrations are generated from them (drizzle/).
export * from './schema/staff';
export * from './schema/leads';
export * from './schema/accounts';
export * from './schema/documents';
export * from './schema/claims';
export * from './schema/money';
export * from './schema/complaints';
export * from './schema/chat';
export * from './schema/platform';
