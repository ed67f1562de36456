-- Names sort as people read them: "Fábio" before "Frederico", "álvaro" next to "Álvaro". The ICU root
-- collation compares letters first and accents and case only to break ties, and it is deterministic, so
-- equality, LIKE and keyset comparisons behave as before. PostgreSQL and PGlite both ship it; changing a
-- column's collation keeps its data and rebuilds the indexes on it, so ORDER BY and keyset paging stay
-- index-backed.
ALTER TABLE "users" ALTER COLUMN "first_name" TYPE varchar(100) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" TYPE varchar(150) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "legal_name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "trade_name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "name" TYPE varchar(255) COLLATE "und-x-icu";
