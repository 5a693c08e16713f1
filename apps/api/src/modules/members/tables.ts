import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/** Byte-order text: the btree on it serves prefix LIKE, keyset `>` and ORDER BY alike, on any database locale. */
const binaryText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' })

/**
 * Members and their referral tree.
 *
 * The tree is a materialized path of ancestor ids (`path`, e.g. '/11/12/15/' for 1 → 2 → 5, see
 * referralPath.ts for the segment encoding) plus `depth`, with a btree index (byte collation):
 * - "is X in my downline" = two primary-key reads and a prefix comparison (X.path starts with mine);
 * - "my downline" = one index range scan on the prefix, paginated by path (keyset, O(page));
 * - registering = one insert (the path is the referrer's path plus the new id).
 * Chosen over a closure table (O(depth) rows per member: at a million members in deep MLM chains
 * that is hundreds of millions of rows) and ltree (an extension PGlite does not ship). Referrers
 * never change once set, so paths never need rewriting. Segments are length-prefixed base 36, so
 * path order is pre-order with siblings in join order and a 1M-member path stays ~6 chars a level
 * (deep enough for ~400 levels under btree's 2.7 KB key limit).
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    /** EIP-55 checksummed. */
    address: text('address').notNull().unique(),
    /** Human-friendly, sequential: C000001, C000002, … (derived from the id). */
    communityNumber: text('community_number').notNull().unique(),
    /** Upper case, from an unambiguous alphabet; see inviteCode.ts. */
    inviteCode: text('invite_code').notNull().unique(),
    referrerId: bigint('referrer_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    path: binaryText('path').notNull(),
    depth: integer('depth').notNull(),
    level: integer('level').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('members_path_idx').on(t.path), index('members_referrer_idx').on(t.referrerId)],
)

export type MemberRow = typeof members.$inferSelect
