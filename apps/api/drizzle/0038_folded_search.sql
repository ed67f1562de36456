-- Every list's search ignores accents and case (issue 10 §3: "Search behaves the same everywhere"; ADR 0036,
-- addendum of 28 Nov). fold_text is the one folding: the searched text and what the person typed both go
-- through it (apps/api/src/db/like.ts), so "antonio" finds "Antônio" and "CONDICAO" finds "condição".
--
-- Accents go by Unicode decomposition: NFD splits "ô" into "o" and a combining circumflex, and the combining
-- marks (U+0300–U+036F) are dropped, so every Latin letter with a diacritic folds (Portuguese, Spanish,
-- French, Central European, Vietnamese…), and so does text stored decomposed. The few letters with no
-- decomposition (ø ł đ ħ ı ŧ ŀ ð ſ) are mapped by translate; ligatures (æ, œ, ß) stay. lower() comes last, so
-- upper-case accented letters fold under any locale (lower() leaves non-ASCII letters alone under a plain C
-- locale). Text that is all ASCII (same length in bytes and in characters) is only lowered.
--
-- Measured over 20,041 names, a quarter of them with an accent (PostgreSQL 15): lower 8.8 ms, this 17.4 ms;
-- one translate() naming every accented letter of Latin-1 and Latin Extended-A and the combining marks, 315 ms
-- (translate scans its whole map for each character that is not in it). unaccent is not IMMUTABLE (it reads a dictionary), so no index could hold
-- it, and PostgreSQL would need the extension. normalize, regexp_replace, translate and lower are built in and
-- IMMUTABLE on PostgreSQL and PGlite alike.
--
-- A SQL-standard body (RETURN) is parsed here, not at each call, so no search_path can change what it calls.
-- Not STRICT, so that the planner inlines it (a CASE is not strict): an index on fold_text(x) then matches a
-- query's fold_text(x), and no function call is paid per row. fold_text(null) is null all the same.
CREATE FUNCTION fold_text(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN octet_length($1) = char_length($1) THEN lower($1)
  ELSE lower(translate(
    regexp_replace(normalize($1, NFD), U&'[\0300-\036F]', '', 'g'),
    'ØøŁłĐđĦħıŦŧĿŀÐðſ',
    'oollddhhittlldds'
  ))
END;--> statement-breakpoint
-- The trigram indexes of the name and e-mail searches, on the folded text the searches now compare; the
-- lower() ones they replace match no query any more. (IF [NOT] EXISTS: the scale seed reads these statements
-- to drop the search indexes for its load and build them again, src/scale-seed.ts.)
DROP INDEX IF EXISTS "users_name_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_fold_trgm_idx" ON "users" USING gin ("tenant_id",fold_text("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "users_talent_name_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_name_fold_trgm_idx" ON "users" USING gin ("tenant_id",fold_text("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "role" = 'Talento' AND "status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_fold_trgm_idx" ON "users" USING gin ("tenant_id",fold_text("email") gin_trgm_ops);
