-- Each upload's stored file, by upload id, for other modules' statements that show uploaded images (the
-- shop's review pages, whose reviews name their images by upload id). Read only: the uploads module alone
-- writes and deletes uploads (saveMemberUpload, deleteUploads).
CREATE OR REPLACE VIEW uploads_storage_keys AS
  SELECT u.id, u.storage_key FROM uploads u;
