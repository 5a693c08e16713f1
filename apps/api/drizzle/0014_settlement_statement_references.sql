-- A club day writes ~850,000 ledger transfers and ~800,000 club_member_days rows. Two more references are
-- checked once per statement instead of by foreign keys (as 0013 did for the ledger's accounts and
-- transfers): the row triggers queued one event per inserted row, and club_member_days' check also took a
-- row lock on every member (a write to each member's row): ~3 s of CPU of a day at 1,000,000 members. The
-- guarantees stay: every inserted or changed row's reference exists (checked over the statement's rows, in
-- the same statement), and what they point at cannot go away unnoticed: transfers are never deleted (0001)
-- and their ids never change (0013); a member with statements is not deleted, nor is a member's id changed.
ALTER TABLE "club_member_days" DROP CONSTRAINT "club_member_days_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_reverses_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
-- Only reversals are indexed: every other transfer (nearly all) no longer adds an index entry.
DROP INDEX "ledger_transfers_reverses_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_reverses_unique" ON "ledger_transfers" USING btree ("reverses_transfer_id") WHERE "ledger_transfers"."reverses_transfer_id" is not null;
--> statement-breakpoint
CREATE FUNCTION ledger_transfers_check_reversals() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_transfers n WHERE n.reverses_transfer_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = n.reverses_transfer_id)) THEN
    RAISE EXCEPTION 'ledger_transfers.reverses_transfer_id refers to no ledger transfer' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_reversals AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS new_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_check_reversals();
--> statement-breakpoint
DROP TRIGGER ledger_transfers_fixed_references ON ledger_transfers;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_fixed_references BEFORE UPDATE OF id, debit_account_id, credit_account_id, reverses_transfer_id
  ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_rewrite();
--> statement-breakpoint
CREATE FUNCTION club_member_days_check_members() RETURNS trigger LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_days n WHERE NOT EXISTS (SELECT 1 FROM members m WHERE m.id = n.member_id)) THEN
    RAISE EXCEPTION 'club_member_days.member_id refers to no member' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER club_member_days_members_on_insert AFTER INSERT ON club_member_days
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION club_member_days_check_members();
--> statement-breakpoint
CREATE TRIGGER club_member_days_members_on_update AFTER UPDATE ON club_member_days
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION club_member_days_check_members();
--> statement-breakpoint
CREATE FUNCTION members_check_member_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone_members g WHERE EXISTS (SELECT 1 FROM club_member_days d WHERE d.member_id = g.id)) THEN
    RAISE EXCEPTION 'members: a deleted member still has club_member_days' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER members_member_days_kept AFTER DELETE ON members
  REFERENCING OLD TABLE AS gone_members FOR EACH STATEMENT EXECUTE FUNCTION members_check_member_days();
--> statement-breakpoint
CREATE FUNCTION members_refuse_id_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'changing a member''s id is not allowed: statements and the ledger refer to it'
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
-- (Truncating members is refused already: ledger_accounts refers to them and refuses truncation, 0013.)
CREATE TRIGGER members_fixed_id BEFORE UPDATE OF id ON members
  FOR EACH STATEMENT EXECUTE FUNCTION members_refuse_id_change();
