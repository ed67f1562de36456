CREATE TABLE "annotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "annotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"talent_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"html" text NOT NULL,
	"annotation_date" date NOT NULL,
	"category_id" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "annotations_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "annotations_html_length_check" CHECK (length("annotations"."html") <= 200000)
);
--> statement-breakpoint
CREATE TABLE "feedback_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"feedback_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"initial_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"conclusion_date" date,
	"comment" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_actions_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "feedback_actions_dates_check" CHECK ("feedback_actions"."end_date" >= "feedback_actions"."initial_date"),
	CONSTRAINT "feedback_actions_done_check" CHECK ("feedback_actions"."is_done" = ("feedback_actions"."conclusion_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"tenant_id" uuid NOT NULL,
	"annotation_id" integer NOT NULL,
	"type" varchar(1) DEFAULT 'F' NOT NULL,
	"action_initial_date" date,
	"action_end_date" date,
	"action_description" text,
	"acknowledged_at" timestamp (3) with time zone,
	CONSTRAINT "feedbacks_tenant_id_annotation_id_pk" PRIMARY KEY("tenant_id","annotation_id"),
	CONSTRAINT "feedbacks_type_check" CHECK ("feedbacks"."type" in ('F')),
	CONSTRAINT "feedbacks_action_dates_check" CHECK ("feedbacks"."action_end_date" is null or "feedbacks"."action_initial_date" is null or "feedbacks"."action_end_date" >= "feedbacks"."action_initial_date")
);
--> statement-breakpoint
ALTER TABLE "option_items" DROP CONSTRAINT "option_items_type_check";--> statement-breakpoint
ALTER TABLE "mentorship_events" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_events" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_tenant_id_talent_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","talent_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_tenant_id_author_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_tenant_id_category_id_option_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_actions" ADD CONSTRAINT "feedback_actions_tenant_id_feedback_id_feedbacks_tenant_id_annotation_id_fk" FOREIGN KEY ("tenant_id","feedback_id") REFERENCES "public"."feedbacks"("tenant_id","annotation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_tenant_id_annotation_id_annotations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","annotation_id") REFERENCES "public"."annotations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotations_timeline_idx" ON "annotations" USING btree ("tenant_id","talent_id","annotation_date","created_at","id");--> statement-breakpoint
CREATE INDEX "annotations_author_idx" ON "annotations" USING btree ("tenant_id","author_id");--> statement-breakpoint
CREATE INDEX "feedback_actions_feedback_idx" ON "feedback_actions" USING btree ("tenant_id","feedback_id","position");--> statement-breakpoint
CREATE INDEX "feedback_actions_open_idx" ON "feedback_actions" USING btree ("tenant_id","end_date") WHERE not "feedback_actions"."is_done";--> statement-breakpoint
CREATE INDEX "mentorship_requests_user_idx" ON "mentorship_requests" USING btree ("tenant_id","user_id");--> statement-breakpoint
ALTER TABLE "option_items" ADD CONSTRAINT "option_items_type_check" CHECK ("option_items"."type" in ('MENTOR_AREA','EMPLOYEE_SECTOR','COMPANY_RELATIONSHIP','FLUENCY_LEVEL','ANNOTATION_CATEGORY'));--> statement-breakpoint
-- Follow-up (issue 12, ADR 0037): every row carries its tenant and row-level security is forced, as
-- for every tenant table (0001, 0011). Who of the tenant may read which annotation is the policy
-- layer's (packages/shared/src/policy.ts), applied in the queries.
ALTER TABLE "annotations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "annotations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "annotations" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "feedbacks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "feedbacks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feedbacks" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "feedback_actions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "feedback_actions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feedback_actions" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
