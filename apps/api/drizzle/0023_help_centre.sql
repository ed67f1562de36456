CREATE TABLE "help_article_texts" (
	"article_id" integer NOT NULL,
	"tenant_id" uuid,
	"locale" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body_html" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "help_article_texts_article_id_locale_pk" PRIMARY KEY("article_id","locale"),
	CONSTRAINT "help_article_texts_locale_check" CHECK ("help_article_texts"."locale" in ('pt-BR','en-US','es-MX')),
	CONSTRAINT "help_article_texts_body_length_check" CHECK (length("help_article_texts"."body_html") <= 200000)
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid,
	"slug" varchar(80) NOT NULL,
	"category" varchar(24) NOT NULL,
	"roles" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"routes" varchar(80)[] DEFAULT '{}'::varchar[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_check" CHECK ("help_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "help_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"query" varchar(200) NOT NULL,
	"result_count" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"article_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_votes" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" varchar(2000),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_votes_tenant_id_user_id_article_id_pk" PRIMARY KEY("tenant_id","user_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "support_email" varchar(254);--> statement-breakpoint
ALTER TABLE "help_article_texts" ADD CONSTRAINT "help_article_texts_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_texts" ADD CONSTRAINT "help_article_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_searches" ADD CONSTRAINT "help_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_views" ADD CONSTRAINT "help_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_views" ADD CONSTRAINT "help_views_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_votes" ADD CONSTRAINT "help_votes_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_texts_search_idx" ON "help_article_texts" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_product_slug_key" ON "help_articles" USING btree ("slug") WHERE "help_articles"."tenant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_tenant_slug_key" ON "help_articles" USING btree ("tenant_id","slug") WHERE "help_articles"."tenant_id" is not null;--> statement-breakpoint
CREATE INDEX "help_searches_time_idx" ON "help_searches" USING btree ("tenant_id","searched_at");--> statement-breakpoint
CREATE INDEX "help_views_time_idx" ON "help_views" USING btree ("tenant_id","viewed_at");--> statement-breakpoint
CREATE INDEX "help_votes_article_idx" ON "help_votes" USING btree ("tenant_id","article_id");--> statement-breakpoint
-- Help centre (issue 14 §2, ADR 0040). Product articles (no tenant) are read by every tenant and
-- written only by the owner at start-up; a tenant reads and writes its own rows besides.
ALTER TABLE "help_articles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "help_articles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "help_articles" USING (tenant_id is null or tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "help_article_texts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "help_article_texts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "help_article_texts" USING (tenant_id is null or tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "help_votes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "help_votes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "help_votes" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "help_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "help_views" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "help_views" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "help_searches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "help_searches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "help_searches" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
