CREATE TABLE "solvency_publications" (
	"day" date PRIMARY KEY NOT NULL,
	"registry" text NOT NULL,
	"status" text NOT NULL,
	"tx_hash" text NOT NULL,
	"raw_tx" text,
	"nonce" bigint,
	"replaced_tx_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"block_number" bigint,
	"last_error" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "solvency_publications_status" CHECK ("solvency_publications"."status" in ('sent', 'published', 'conflict')),
	CONSTRAINT "solvency_publications_sent_is_ours" CHECK ("solvency_publications"."status" <> 'sent' or ("solvency_publications"."raw_tx" is not null and "solvency_publications"."nonce" is not null)),
	CONSTRAINT "solvency_publications_mined_has_block" CHECK ("solvency_publications"."status" = 'sent' or "solvency_publications"."block_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "solvency_reserves" (
	"day" date NOT NULL,
	"address" text NOT NULL,
	"currency" text NOT NULL,
	"label" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "solvency_reserves_day_address_currency_pk" PRIMARY KEY("day","address","currency"),
	CONSTRAINT "solvency_reserves_amount" CHECK ("solvency_reserves"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "solvency_days" ADD COLUMN "reserves_block" bigint;--> statement-breakpoint
ALTER TABLE "solvency_publications" ADD CONSTRAINT "solvency_publications_day_solvency_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."solvency_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solvency_reserves" ADD CONSTRAINT "solvency_reserves_day_solvency_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."solvency_days"("day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solvency_days" ADD CONSTRAINT "solvency_days_reserves_block" CHECK ("solvency_days"."reserves_block" >= 0);