CREATE TABLE "option_items" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"label_pt_br" varchar(120) NOT NULL,
	"label_en_us" varchar(120) NOT NULL,
	"label_es_mx" varchar(120) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "option_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "option_items_type_check" CHECK ("option_items"."type" in ('MENTOR_AREA','EMPLOYEE_SECTOR','COMPANY_RELATIONSHIP','FLUENCY_LEVEL'))
);
--> statement-breakpoint
ALTER TABLE "option_items" ADD CONSTRAINT "option_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_items_type_idx" ON "option_items" USING btree ("tenant_id","type","position");