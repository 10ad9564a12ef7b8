-- Answers of state-changing API calls by their Idempotency-Key (the browser's sync task id), so a
-- task replayed after a reload or a lost answer is answered again instead of applied twice.
CREATE TABLE IF NOT EXISTS sync_tasks (
  key TEXT PRIMARY KEY,          -- method, path and the client's key
  body_hash TEXT NOT NULL,       -- SHA-256 of the request body: the same key with another body is a 409
  status INTEGER NOT NULL,       -- 0 while the first request is being processed, then its HTTP status
  answer TEXT,                   -- the JSON answer of the first request
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sync_tasks_created ON sync_tasks (created_at);
