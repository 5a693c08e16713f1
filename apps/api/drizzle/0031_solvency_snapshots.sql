CREATE TABLE "solvency_chunks" (
	"day" date NOT NULL,
	"chunk_index" integer NOT NULL,
	"first_member_id" bigint NOT NULL,
	"member_ids" bigint[] NOT NULL,
	"member_uuids" uuid[] NOT NULL,
	"amounts" numeric(78, 0)[] NOT NULL,
	"record_hash" text NOT NULL,
	"record_sums" numeric(78, 0)[] NOT NULL,
	CONSTRAINT "solvency_chunks_day_chunk_index_pk" PRIMARY KEY("day","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "solvency_days" (
	"day" date PRIMARY KEY NOT NULL,
	"currencies" text[] NOT NULL,
	"leaf_count" integer NOT NULL,
	"chunk_height" integer NOT NULL,
	"root" text NOT NULL,
	"totals" numeric(78, 0)[] NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solvency_days_leaf_count" CHECK ("solvency_days"."leaf_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "solvency_chunks" ADD CONSTRAINT "solvency_chunks_day_solvency_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."solvency_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solvency_chunks_member_idx" ON "solvency_chunks" USING btree ("day","first_member_id");