CREATE TABLE "round_stakes" (
	"round_id" bigint NOT NULL,
	"customer_id" uuid NOT NULL,
	"room_id" integer NOT NULL,
	"staked" bigint NOT NULL,
	CONSTRAINT "round_stakes_round_id_customer_id_room_id_pk" PRIMARY KEY("round_id","customer_id","room_id"),
	CONSTRAINT "round_stakes_not_negative" CHECK ("round_stakes"."staked" >= 0)
);
--> statement-breakpoint
DROP INDEX "bets_round_customer_idx";
--> statement-breakpoint
-- Stakes of the bets already pending, so the limit holds across this migration.
INSERT INTO "round_stakes" ("round_id", "customer_id", "room_id", "staked")
  SELECT round_id, customer_id, room_id, sum(amount) FROM bets WHERE status = 'pending'
  GROUP BY round_id, customer_id, room_id;
--> statement-breakpoint
-- The slip as in 0007, but the player's stake on the round is read from round_stakes (one
-- index lookup) instead of summed over every bet they placed on it, which grew with each bet.
CREATE OR REPLACE FUNCTION place_bet_slip(
  p_customer uuid,
  p_lottery integer,
  p_room integer,
  p_period text,
  p_items jsonb,
  p_total bigint,
  p_bet_limit bigint,
  p_balance_requirement bigint,
  p_refuse text[],
  p_slip_key text,
  p_slip uuid,
  p_movement uuid,
  p_now timestamptz
) RETURNS jsonb AS $$
DECLARE
  v_round record;
  v_balance bigint;
  v_status text;
  v_staked bigint;
BEGIN
  SELECT id, period, state, closes_at INTO v_round FROM rounds
    WHERE lottery_id = p_lottery AND period = p_period
    FOR SHARE;
  SELECT balance, status INTO v_balance, v_status FROM customers
    WHERE id = p_customer
    FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'noCustomer');
  END IF;

  -- This very slip already went through (its answer was lost): report it, bet nothing more.
  IF p_slip_key IS NOT NULL THEN
    PERFORM 1 FROM bets WHERE customer_id = p_customer AND slip_key = p_slip_key LIMIT 1;
    IF FOUND THEN
      RETURN jsonb_build_object('outcome', 'replayed', 'balance', v_balance::text);
    END IF;
  END IF;

  IF v_round.id IS NULL OR v_round.state <> 'open' OR v_round.closes_at <= p_now THEN
    RETURN jsonb_build_object('outcome', 'closed');
  END IF;
  IF v_status = ANY (p_refuse) THEN
    RETURN jsonb_build_object('outcome', 'refusedStatus', 'status', v_status);
  END IF;
  IF v_balance < p_balance_requirement THEN
    RETURN jsonb_build_object('outcome', 'belowRoomRequirement');
  END IF;
  SELECT staked INTO v_staked FROM round_stakes
    WHERE round_id = v_round.id AND customer_id = p_customer AND room_id = p_room;
  v_staked := coalesce(v_staked, 0);
  IF v_staked + p_total > p_bet_limit THEN
    RETURN jsonb_build_object('outcome', 'overLimit', 'staked', v_staked::text);
  END IF;

  -- Conditional even under the row lock: a balance never goes negative, whatever calls this.
  UPDATE customers SET balance = balance - p_total
    WHERE id = p_customer AND balance >= p_total
    RETURNING balance INTO v_balance;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'insufficientBalance');
  END IF;

  INSERT INTO round_stakes (round_id, customer_id, room_id, staked)
    VALUES (v_round.id, p_customer, p_room, p_total)
    ON CONFLICT (round_id, customer_id, room_id) DO UPDATE SET staked = round_stakes.staked + EXCLUDED.staked;

  -- The bets' ids come with the items (the server made them), so nothing needs reading back.
  INSERT INTO bets (id, slip_id, slip_key, customer_id, lottery_id, room_id, round_id, period, key, amount, odds,
                    odds_by_count, created_at)
  SELECT i.id, p_slip, p_slip_key, p_customer, p_lottery, p_room, v_round.id, v_round.period,
         i.key, i.amount, i.odds, i.odds_by_count, p_now
  FROM jsonb_to_recordset(p_items) AS i(id uuid, key text, amount bigint, odds integer, odds_by_count integer[]);

  INSERT INTO ledger_entries (movement_id, customer_id, house_account, reason, amount, balance_after, fee, ref_type,
                              ref_id, created_at)
    VALUES (p_movement, p_customer, NULL, 'betting', -p_total, v_balance, 0, 'betSlip', p_slip::text, p_now),
           (p_movement, NULL, 'games', 'betting', p_total, NULL, 0, 'betSlip', p_slip::text, p_now);

  RETURN jsonb_build_object('outcome', 'placed', 'balance', v_balance::text);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Several slips in one call and one transaction (one commit): what the server sends when slips
-- arrive faster than single calls return. Every round first (FOR SHARE), then every player
-- (FOR UPDATE), each in id order, so two batches, a batch and a settlement, or a batch and a
-- transfer wait for each other instead of deadlocking; then each slip exactly as alone, in the
-- order given. One slip's refusal is its outcome and does not touch the others.
CREATE FUNCTION place_bet_slips(p_slips jsonb) RETURNS jsonb AS $$
DECLARE
  s jsonb;
  v_outcomes jsonb := '[]'::jsonb;
BEGIN
  PERFORM 1 FROM rounds
    WHERE (lottery_id, period) IN (
      SELECT (x->>'lottery')::integer, x->>'period' FROM jsonb_array_elements(p_slips) AS x)
    ORDER BY id
    FOR SHARE;
  PERFORM 1 FROM customers
    WHERE id IN (SELECT (x->>'customer')::uuid FROM jsonb_array_elements(p_slips) AS x)
    ORDER BY id
    FOR UPDATE;
  FOR s IN SELECT value FROM jsonb_array_elements(p_slips) LOOP
    v_outcomes := v_outcomes || jsonb_build_array(place_bet_slip(
      (s->>'customer')::uuid, (s->>'lottery')::integer, (s->>'room')::integer, s->>'period',
      s->'items', (s->>'total')::bigint, (s->>'betLimit')::bigint, (s->>'balanceRequirement')::bigint,
      ARRAY(SELECT jsonb_array_elements_text(s->'refuse')), s->>'slipKey', (s->>'slip')::uuid,
      (s->>'movement')::uuid, (s->>'at')::timestamptz));
  END LOOP;
  RETURN v_outcomes;
END;
$$ LANGUAGE plpgsql;
