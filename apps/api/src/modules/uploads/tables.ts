import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { members } from '../members/tables'

/**
 * Uploaded images (spec §4–5 uploader; review images): checked by content, re-encoded without
 * metadata and stored under DATA_DIR/uploads/<key> (the place to mount a volume or an object store),
 * served from UPLOADS_BASE_URL. A member refers only to their own uploads (a review's images).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The stored file's name under the uploads directory (content hash + extension). */
    storageKey: text('storage_key').notNull(),
    /** After re-encoding. */
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('uploads_member_idx').on(t.memberId, t.createdAt.desc()),
    check('uploads_size', sql`${t.bytes} > 0 and ${t.width} > 0 and ${t.height} > 0`),
  ],
)
export type UploadRow = typeof uploads.$inferSelect
