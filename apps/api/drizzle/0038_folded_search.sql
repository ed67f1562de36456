-- Every list's search ignores accents and case (issue 10 §3: "Search behaves the same everywhere"; ADR 0036,
-- addendum of 28 Nov). fold_text is the one folding: the searched text and what the person typed both go
-- through it (apps/api/src/db/like.ts), so "antonio" finds "Antônio" and "CONDICAO" finds "condição".
--
-- translate() rather than the unaccent extension: PGlite ships unaccent, but unaccent() is not IMMUTABLE (it
-- reads a dictionary), so no index could hold it, and PostgreSQL would need the extension installed. The map
-- names upper-case letters too: lower() folds non-ASCII letters only where the locale knows them (not under a
-- plain C locale; ICU on the name columns, 0014), so the result never depends on the database's locale. It covers
-- Latin-1 and Latin Extended-A (Portuguese, Spanish, French, German, the Central European and Turkish
-- letters); ligatures (æ, œ, ß, ĳ) stay, since translate maps one letter to one. Combining marks
-- (U+0300–U+036F, text stored decomposed) are dropped: they are listed past the end of the second string.
-- A SQL-standard body (RETURN) is parsed here, not at each call, so no search_path can change what it calls;
-- it is inlined by the planner, so an index on fold_text(x) matches a query's fold_text(x).
CREATE FUNCTION fold_text(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN translate(
  lower($1),
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ' || U&'\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030A\030B\030C\030D\030E\030F\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031A\031B\031C\031D\031E\031F\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032A\032B\032C\032D\032E\032F\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033A\033B\033C\033D\033E\033F\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034A\034B\034C\034D\034E\034F\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035A\035B\035C\035D\035E\035F\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036A\036B\036C\036D\036E\036F',
  'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs'
);--> statement-breakpoint
-- The trigram indexes of the name and e-mail searches, on the folded text the searches now compare. Under
-- the request login's forced row-level security a LIKE is no index condition (no LEAKPROOF marks, ADR
-- 0042), so these serve what runs without a policy (the owner, maintenance) and keep the way back that
-- docs/performance.md describes; the lower() indexes they replace matched no query any more.
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_fold_trgm_idx" ON "users" USING gin ("tenant_id",fold_text("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "users_talent_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_talent_name_fold_trgm_idx" ON "users" USING gin ("tenant_id",fold_text("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "role" = 'Talento' AND "status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_email_fold_trgm_idx" ON "users" USING gin ("tenant_id",fold_text("email") gin_trgm_ops);
