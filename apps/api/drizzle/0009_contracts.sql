CREATE TABLE "contract_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"party" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"signature_file_id" integer,
	"stamp_file_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_signatures_party_check" CHECK ("contract_signatures"."party" in ('company', 'authority'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"assign_camps_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"camp_id" integer NOT NULL,
	"verify_code" varchar(64) NOT NULL,
	"contract_status" varchar(20) DEFAULT 'unsigned' NOT NULL,
	"content_ar" text NOT NULL,
	"content_en" text NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"signed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."contract_status" in ('unsigned', 'signed_by_company', 'signed_by_authority', 'signed'))
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_stamp_file_id_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_assign_camps_id_assign_camps_id_fk" FOREIGN KEY ("assign_camps_id") REFERENCES "public"."assign_camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_party_unique" ON "contract_signatures" USING btree ("contract_id","party");--> statement-breakpoint
CREATE INDEX "contract_signatures_user_idx" ON "contract_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_signature_file_idx" ON "contract_signatures" USING btree ("signature_file_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_stamp_file_idx" ON "contract_signatures" USING btree ("stamp_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_assign_unique" ON "contracts" USING btree ("assign_camps_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_verify_code_unique" ON "contracts" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "contracts_camp_idx" ON "contracts" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("contract_status","id");--> statement-breakpoint
CREATE INDEX "contracts_created_by_idx" ON "contracts" USING btree ("created_by");