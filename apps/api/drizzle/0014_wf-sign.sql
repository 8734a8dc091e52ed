CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" varchar(64) NOT NULL,
	"code_sha256" varchar(64) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"state" varchar(12) DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"extended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"superseded_by" integer,
	CONSTRAINT "documents_state_check" CHECK ("documents"."state" in ('issued', 'cancelled', 'superseded')),
	CONSTRAINT "documents_validity_check" CHECK ("documents"."valid_until" is null or "documents"."valid_until" > "documents"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_superseded_by_documents_id_fk" FOREIGN KEY ("superseded_by") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_code_sha256_unique" ON "documents" USING btree ("code_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_live_unique" ON "documents" USING btree ("type","record_id") WHERE "documents"."state" = 'issued';--> statement-breakpoint
CREATE INDEX "documents_record_idx" ON "documents" USING btree ("type","record_id","id");--> statement-breakpoint
CREATE INDEX "documents_issued_by_idx" ON "documents" USING btree ("issued_by");--> statement-breakpoint
CREATE INDEX "documents_superseded_by_idx" ON "documents" USING btree ("superseded_by");--> statement-breakpoint
-- Backfill (the same statements as modules/documents/backfill.ts): a live document for every
-- fully signed contract and every complete form filling, with the record's verify_code as code.
insert into documents (type, record_id, code, code_sha256, sha256, issued_at, valid_from)
select 'contract', c.id, c.verify_code, encode(sha256(convert_to(c.verify_code, 'UTF8')), 'hex'),
       c.content_hash, coalesce(c.signed_at, now()), coalesce(c.signed_at, now())
  from contracts c
 where c.contract_status = 'signed'
   and not exists (select 1 from documents d
                    where d.type = 'contract' and d.record_id = c.id and d.state = 'issued');--> statement-breakpoint
insert into documents (type, record_id, code, code_sha256, sha256, issued_at, valid_from)
select 'form_filling', f.id, f.verify_code, encode(sha256(convert_to(f.verify_code, 'UTF8')), 'hex'),
       f.answers_hash, coalesce(f.signed_at, f.answered_at, now()), coalesce(f.signed_at, f.answered_at, now())
  from form_fillings f join form_versions v on v.id = f.form_version_id
 where f.answers_hash is not null
   and (f.status = 'signed' or (f.status = 'answered' and jsonb_array_length(v.definition -> 'signers') = 0))
   and not exists (select 1 from documents d
                    where d.type = 'form_filling' and d.record_id = f.id and d.state = 'issued');
