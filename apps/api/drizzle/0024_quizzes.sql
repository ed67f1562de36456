CREATE TABLE "quiz_accommodations" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"factor" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_accommodations_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "quiz_accommodations_factor_check" CHECK ("quiz_accommodations"."factor" >= 1 and "quiz_accommodations"."factor" <= 10)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_items" (
	"tenant_id" uuid NOT NULL,
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"version_id" integer NOT NULL,
	"option_order" varchar(8)[] DEFAULT '{}'::varchar[] NOT NULL,
	"answer" jsonb,
	"answered_at" timestamp (3) with time zone,
	"earned" double precision,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	"grader_comment" varchar(2000),
	CONSTRAINT "quiz_attempt_items_tenant_id_attempt_id_position_pk" PRIMARY KEY("tenant_id","attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"deadline_at" timestamp (3) with time zone,
	"submitted_at" timestamp (3) with time zone,
	"expired" boolean DEFAULT false NOT NULL,
	"earned" double precision,
	"max" double precision,
	"percent" double precision,
	"pending" boolean DEFAULT false NOT NULL,
	"passed" boolean,
	CONSTRAINT "quiz_attempts_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiz_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_categories_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiz_question_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_question_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"stem" text NOT NULL,
	"body" jsonb NOT NULL,
	"points" integer NOT NULL,
	"feedback" text,
	"libras_url" varchar(2048),
	"skills" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_question_versions_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "quiz_question_versions_type_check" CHECK ("quiz_question_versions"."type" in ('single','multiple','trueFalse','shortText','numeric','open','likert'))
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"category_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quiz_target_people" (
	"tenant_id" uuid NOT NULL,
	"quiz_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "quiz_target_people_tenant_id_quiz_id_user_id_pk" PRIMARY KEY("tenant_id","quiz_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"purpose" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"target_kind" varchar(16) NOT NULL,
	"target_course_id" integer,
	"target_classe_id" integer,
	"target_trail_id" integer,
	"target_step" integer,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"time_limit_minutes" integer,
	"attempts_allowed" integer,
	"min_minutes_between" integer DEFAULT 0 NOT NULL,
	"grading" varchar(16) DEFAULT 'highest' NOT NULL,
	"pass_mark" integer DEFAULT 70 NOT NULL,
	"review" varchar(16) DEFAULT 'correctness' NOT NULL,
	"layout" varchar(8) DEFAULT 'one' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"completes_course" boolean DEFAULT false NOT NULL,
	"feedback_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selection" jsonb,
	"assigned_notice_at" timestamp with time zone,
	"closing_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "quizzes_purpose_check" CHECK ("quizzes"."purpose" in ('diagnostic','graded','survey')),
	CONSTRAINT "quizzes_status_check" CHECK ("quizzes"."status" in ('draft','published','archived')),
	CONSTRAINT "quizzes_pass_mark_check" CHECK ("quizzes"."pass_mark" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ADD CONSTRAINT "quiz_accommodations_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ADD CONSTRAINT "quiz_attempt_items_tenant_id_attempt_id_quiz_attempts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","attempt_id") REFERENCES "public"."quiz_attempts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ADD CONSTRAINT "quiz_attempt_items_tenant_id_version_id_quiz_question_versions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."quiz_question_versions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ADD CONSTRAINT "quiz_attempt_items_tenant_id_graded_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","graded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_tenant_id_quiz_id_quizzes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quiz_id") REFERENCES "public"."quizzes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_categories" ADD CONSTRAINT "quiz_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question_versions" ADD CONSTRAINT "quiz_question_versions_tenant_id_question_id_quiz_questions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."quiz_questions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_tenant_id_category_id_quiz_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."quiz_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_target_people" ADD CONSTRAINT "quiz_target_people_tenant_id_quiz_id_quizzes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quiz_id") REFERENCES "public"."quizzes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_target_people" ADD CONSTRAINT "quiz_target_people_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_target_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_target_classe_id_classes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_classe_id") REFERENCES "public"."classes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_tenant_id_target_trail_id_trails_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_trail_id") REFERENCES "public"."trails"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempt_items_version_idx" ON "quiz_attempt_items" USING btree ("tenant_id","version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_key" ON "quiz_attempts" USING btree ("tenant_id","quiz_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_key" ON "quiz_attempts" USING btree ("tenant_id","quiz_id","user_id") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_categories_name_key" ON "quiz_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_question_versions_key" ON "quiz_question_versions" USING btree ("tenant_id","question_id","version");--> statement-breakpoint
CREATE INDEX "quiz_questions_category_idx" ON "quiz_questions" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "quiz_target_people_user_idx" ON "quiz_target_people" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("tenant_id","target_course_id");--> statement-breakpoint
-- Tenant-owned like every other table (ADR 0003): forced row-level security.
ALTER TABLE "quiz_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_categories" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quiz_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_questions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_questions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quiz_question_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_question_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_question_versions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quizzes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quizzes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quizzes" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quiz_target_people" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_target_people" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_target_people" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quiz_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_attempts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_attempts" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_attempt_items" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "quiz_accommodations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quiz_accommodations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "quiz_accommodations" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
