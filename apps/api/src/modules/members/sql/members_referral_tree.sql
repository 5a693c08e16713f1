-- The members as other modules read them in their own statements (the club's settlement, team and node
-- reads; the sign-in's and the session's lookups): every column of a member's row, with its place in the
-- referral tree (referrer_id, path, depth). Read only: the members module alone writes members
-- (registration, lockMembers, setMemberLevels). A plain view, so the planner reads through it to the
-- table and its indexes, and path keeps its byte collation: a SQL function returning the rows would hand
-- path back in the database's collation, and prefix LIKE and ORDER BY path would leave members_path_idx.
-- To drop or retype a column here, drop the view first (DROP VIEW IF EXISTS, then create it): a
-- replaced view may only gain columns at the end.
CREATE OR REPLACE VIEW members_referral_tree AS
  SELECT m.id, m.uuid, m.address, m.community_number, m.invite_code, m.referrer_id, m.path, m.depth, m.level,
    m.joined_at
  FROM members m;
