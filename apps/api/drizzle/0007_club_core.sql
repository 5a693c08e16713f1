CREATE TABLE "club_card_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_card_movements_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "club_card_movements_amount_positive" CHECK ("club_card_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "club_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"number" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"secret_hash" text NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"remaining" numeric(78, 0) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_cards_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "club_cards_order_unique" UNIQUE("order_id"),
	CONSTRAINT "club_cards_remaining" CHECK ("club_cards"."remaining" >= 0 and "club_cards"."remaining" <= "club_cards"."value")
);
--> statement-breakpoint
CREATE TABLE "club_invite_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"referrer_id" bigint NOT NULL,
	"invitee_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_invite_rewards_order_kind_unique" UNIQUE("order_id","kind")
);
--> statement-breakpoint
CREATE TABLE "club_member_days" (
	"day" date NOT NULL,
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"static_shares" numeric(78, 0) DEFAULT 0 NOT NULL,
	"static_weighted_shares" numeric(78, 0) DEFAULT 0 NOT NULL,
	"static_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"static_cap_left" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_qualified" boolean DEFAULT false NOT NULL,
	"top_four" boolean DEFAULT false NOT NULL,
	"team_performance" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_entitled" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_cap_left" numeric(78, 0) DEFAULT 0 NOT NULL,
	"invite_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "club_member_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "club_member_stats" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"own_orders" integer DEFAULT 0 NOT NULL,
	"own_volume" numeric(78, 0) DEFAULT 0 NOT NULL,
	"team_performance" numeric(78, 0) DEFAULT 0 NOT NULL,
	"direct_count" integer DEFAULT 0 NOT NULL,
	"directs_with_order" integer DEFAULT 0 NOT NULL,
	"team_size" integer DEFAULT 0 NOT NULL,
	"best_level_in_subtree" integer DEFAULT 0 NOT NULL,
	"synced" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
) WITH (fillfactor = 50);
--> statement-breakpoint
CREATE TABLE "club_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"shares" numeric(78, 0) NOT NULL,
	"request_key" text,
	"community_number" text,
	"tx_hash" text,
	"chain_id" integer,
	"log_index" integer,
	"block_number" bigint,
	"block_hash" text,
	"block_time" timestamp with time zone,
	"chain_order_id" numeric(78, 0),
	"chain_referrer" text,
	"dpine_returned" numeric(78, 0),
	"activation_day" date,
	"static_earned" numeric(78, 0) DEFAULT 0 NOT NULL,
	"dynamic_earned" numeric(78, 0) DEFAULT 0 NOT NULL,
	"invite_reward_to" bigint,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "club_orders_member_request_key_unique" UNIQUE("member_id","request_key"),
	CONSTRAINT "club_orders_chain_log_unique" UNIQUE("chain_id","tx_hash","log_index"),
	CONSTRAINT "club_orders_status" CHECK ("club_orders"."status" in ('pending', 'pending_verification', 'active', 'completed', 'exited', 'failed', 'cancelled')),
	CONSTRAINT "club_orders_amount_positive" CHECK ("club_orders"."amount" > 0),
	CONSTRAINT "club_orders_earned_nonnegative" CHECK ("club_orders"."static_earned" >= 0 and "club_orders"."dynamic_earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_rule_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_settlements" (
	"day" date PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"static_pool" numeric(78, 0) NOT NULL,
	"static_rate_bps" integer NOT NULL,
	"static_daily_amount" numeric(78, 0) NOT NULL,
	"static_total_shares" numeric(78, 0) NOT NULL,
	"static_total_weighted_shares" numeric(78, 0) NOT NULL,
	"static_paid" numeric(78, 0) NOT NULL,
	"dynamic_pool" numeric(78, 0) NOT NULL,
	"dynamic_rate_bps" integer NOT NULL,
	"dynamic_daily_amount" numeric(78, 0) NOT NULL,
	"top_four_allocation" numeric(78, 0) NOT NULL,
	"user_count_weight" numeric(78, 0) NOT NULL,
	"team_performance_weight" numeric(78, 0) NOT NULL,
	"qualified_user_count" integer NOT NULL,
	"total_team_performance" numeric(78, 0) NOT NULL,
	"dynamic_paid" numeric(78, 0) NOT NULL,
	"invite_rewards_granted" numeric(78, 0) NOT NULL,
	"invite_rewards_reversed" numeric(78, 0) NOT NULL,
	"fee_pool_after" numeric(78, 0) NOT NULL,
	"level_changes" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_currency_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "purpose" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_card_movements" ADD CONSTRAINT "club_card_movements_card_id_club_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."club_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_order_id_club_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."club_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_cards" ADD CONSTRAINT "club_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invite_rewards" ADD CONSTRAINT "club_invite_rewards_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invite_rewards" ADD CONSTRAINT "club_invite_rewards_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invite_rewards" ADD CONSTRAINT "club_invite_rewards_order_id_club_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."club_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_days" ADD CONSTRAINT "club_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_member_stats" ADD CONSTRAINT "club_member_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_orders" ADD CONSTRAINT "club_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_orders" ADD CONSTRAINT "club_orders_invite_reward_to_members_id_fk" FOREIGN KEY ("invite_reward_to") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_card_movements_card_idx" ON "club_card_movements" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "club_cards_member_idx" ON "club_cards" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_invite_rewards_referrer_idx" ON "club_invite_rewards" USING btree ("referrer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_member_days_day_idx" ON "club_member_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "club_orders_member_idx" ON "club_orders" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_orders_status_idx" ON "club_orders" USING btree ("status","activation_day");--> statement-breakpoint
CREATE INDEX "club_orders_activation_day_idx" ON "club_orders" USING btree ("activation_day");--> statement-breakpoint
CREATE UNIQUE INDEX "club_orders_tx_hash_unique" ON "club_orders" USING btree (lower("tx_hash")) WHERE "club_orders"."tx_hash" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_currency_purpose_unique" UNIQUE("member_id","currency","purpose");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_purpose" CHECK ("ledger_accounts"."purpose" in ('available', 'claimable'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_available" CHECK ("ledger_accounts"."kind" = 'member' or "ledger_accounts"."purpose" = 'available');--> statement-breakpoint
-- Settlement rewrites every earning order's income and every touched balance each day: half-empty pages
-- let those updates stay on their page without touching any index (HOT), as club_member_stats does.
ALTER TABLE "club_orders" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "ledger_accounts" SET (fillfactor = 50);--> statement-breakpoint
-- Members now hold an 'available' and a 'claimable' account per currency: the batch posts to available ones
-- only (postTransfer sends claimable postings alone).
CREATE OR REPLACE FUNCTION ledger_post_transfers(
  p_keys text[], p_hashes text[], p_currencies text[], p_types text[], p_amounts numeric[],
  p_debit_members bigint[], p_debit_systems text[], p_credit_members bigint[], p_credit_systems text[],
  p_reference_types text[], p_reference_ids text[], p_memos text[]
) RETURNS TABLE (
  r_ord int, r_outcome text, r_id text, r_idempotency_key text, r_request_hash text, r_currency text,
  r_type text, r_status text, r_amount text, r_debit_account_id text, r_credit_account_id text,
  r_reference_type text, r_reference_id text, r_memo text, r_reverses_transfer_id text,
  r_created_at text, r_resolved_at text
) LANGUAGE plpgsql AS $$
DECLARE
  n int := coalesce(cardinality(p_keys), 0);
  debit_ids bigint[] := '{}';
  credit_ids bigint[] := '{}';
  i int;
  t ledger_transfers%ROWTYPE;
  v_available numeric;
  v_allow_negative boolean;
  v_debit_after numeric;
  v_credit_after numeric;
BEGIN
  FOR i IN 1..n LOOP
    debit_ids[i] := CASE WHEN p_debit_members[i] IS NOT NULL
      THEN (SELECT a.id FROM ledger_accounts a WHERE a.member_id = p_debit_members[i] AND a.currency = p_currencies[i] AND a.purpose = 'available')
      ELSE (SELECT a.id FROM ledger_accounts a WHERE a.system_code = p_debit_systems[i] AND a.currency = p_currencies[i])
    END;
    credit_ids[i] := CASE WHEN p_credit_members[i] IS NOT NULL
      THEN (SELECT a.id FROM ledger_accounts a WHERE a.member_id = p_credit_members[i] AND a.currency = p_currencies[i] AND a.purpose = 'available')
      ELSE (SELECT a.id FROM ledger_accounts a WHERE a.system_code = p_credit_systems[i] AND a.currency = p_currencies[i])
    END;
  END LOOP;

  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT unnest(debit_ids) UNION SELECT unnest(credit_ids))
    ORDER BY a.id FOR NO KEY UPDATE OF a;

  FOR i IN SELECT k.o FROM unnest(p_keys) WITH ORDINALITY AS k(key, o) ORDER BY k.key, k.o LOOP
    r_ord := i;
    r_outcome := NULL;
    IF debit_ids[i] IS NULL OR credit_ids[i] IS NULL THEN
      r_outcome := 'missing_account';
    ELSE
      SELECT * INTO t FROM ledger_transfers lt WHERE lt.idempotency_key = p_keys[i];
      IF FOUND THEN
        r_outcome := 'existing';
      ELSIF debit_ids[i] = credit_ids[i] THEN
        r_outcome := 'same_account';
      ELSE
        SELECT a.balance - a.pending_debits, a.allow_negative INTO v_available, v_allow_negative
          FROM ledger_accounts a WHERE a.id = debit_ids[i];
        IF NOT v_allow_negative AND v_available < p_amounts[i] THEN
          r_outcome := 'insufficient';
        ELSE
          INSERT INTO ledger_transfers AS lt (idempotency_key, request_hash, currency, type, status, amount,
              debit_account_id, credit_account_id, reference_type, reference_id, memo, resolved_at)
            VALUES (p_keys[i], p_hashes[i], p_currencies[i], p_types[i], 'posted', p_amounts[i], debit_ids[i],
              credit_ids[i], p_reference_types[i], p_reference_ids[i], p_memos[i], now())
            ON CONFLICT (idempotency_key) DO NOTHING
            RETURNING * INTO t;
          IF NOT FOUND THEN
            -- Inserted meanwhile by a transaction that has committed since: that one is the effect.
            SELECT * INTO t FROM ledger_transfers lt WHERE lt.idempotency_key = p_keys[i];
            r_outcome := 'existing';
          ELSE
            UPDATE ledger_accounts a SET balance = a.balance - t.amount, updated_at = now()
              WHERE a.id = t.debit_account_id RETURNING a.balance INTO v_debit_after;
            UPDATE ledger_accounts a SET balance = a.balance + t.amount, updated_at = now()
              WHERE a.id = t.credit_account_id RETURNING a.balance INTO v_credit_after;
            INSERT INTO ledger_entries (transfer_id, account_id, currency, type, amount, balance_after, created_at)
              VALUES (t.id, t.debit_account_id, t.currency, t.type, -t.amount, v_debit_after, t.resolved_at),
                     (t.id, t.credit_account_id, t.currency, t.type, t.amount, v_credit_after, t.resolved_at);
            r_outcome := 'created';
          END IF;
        END IF;
      END IF;
    END IF;
    IF r_outcome IN ('created', 'existing') THEN
      r_id := t.id::text; r_idempotency_key := t.idempotency_key; r_request_hash := t.request_hash;
      r_currency := t.currency; r_type := t.type; r_status := t.status; r_amount := t.amount::text;
      r_debit_account_id := t.debit_account_id::text; r_credit_account_id := t.credit_account_id::text;
      r_reference_type := t.reference_type; r_reference_id := t.reference_id; r_memo := t.memo;
      r_reverses_transfer_id := t.reverses_transfer_id::text;
      r_created_at := to_json(t.created_at) #>> '{}'; r_resolved_at := to_json(t.resolved_at) #>> '{}';
    ELSE
      r_id := NULL; r_idempotency_key := NULL; r_request_hash := NULL; r_currency := NULL; r_type := NULL;
      r_status := NULL; r_amount := NULL; r_debit_account_id := NULL; r_credit_account_id := NULL;
      r_reference_type := NULL; r_reference_id := NULL; r_memo := NULL; r_reverses_transfer_id := NULL;
      r_created_at := NULL; r_resolved_at := NULL;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
