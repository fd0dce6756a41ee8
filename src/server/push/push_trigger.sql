-- push_outbox_enqueue and its trigger notifications_push: every notification of a kind a
-- subscription takes joins the push outbox in the statement that writes it. One set-based insert
-- per statement, so a settlement writing thousands of wins pays one join with the (small)
-- subscriptions table, and no network work happens in the transaction. The one source of both:
-- src/server/db/routines.ts applies this file after the migrations whenever the database holds
-- another body or lacks the trigger (migration 0018 created them first and stays history).
CREATE OR REPLACE FUNCTION push_outbox_enqueue() RETURNS trigger AS $$
BEGIN
  INSERT INTO push_outbox (subscription_id, notification_id, not_before, created_at)
  SELECT s.id, n.id, n.created_at, n.created_at
  FROM inserted n
  JOIN push_subscriptions s ON s.customer_id = n.customer_id AND n.kind = ANY (s.kinds);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notifications_push
  AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_enqueue();
