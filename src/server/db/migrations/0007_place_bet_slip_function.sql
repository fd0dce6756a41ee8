-- A bet slip in one round trip. The checks and the debit are the same as before (see
-- src/server/ledger/betting.ts); moving them into one function call takes a bet from five
-- round trips (BEGIN, lock, debit, COMMIT, plus the session) to two.
--
-- Lock order: the round first (FOR SHARE, so the scheduler cannot close it under this slip),
-- then the player's row (FOR UPDATE, serialising the player's slips so the per-round stake read
-- after it is exact). Settlement locks the round before any player, so the two cannot deadlock.
-- In READ COMMITTED each statement of a plpgsql function takes a fresh snapshot: the stake sum
-- below sees every slip of this player committed before the row lock was granted.
CREATE FUNCTION place_bet_slip(
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
  v_bets jsonb;
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
  SELECT coalesce(sum(amount), 0) INTO v_staked FROM bets
    WHERE round_id = v_round.id AND customer_id = p_customer AND room_id = p_room AND status = 'pending';
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

  WITH inserted AS (
    INSERT INTO bets (slip_id, slip_key, customer_id, lottery_id, room_id, round_id, period, key, amount, odds,
                      odds_by_count, created_at)
    SELECT p_slip, p_slip_key, p_customer, p_lottery, p_room, v_round.id, v_round.period,
           i.key, i.amount, i.odds, i.odds_by_count, p_now
    FROM jsonb_to_recordset(p_items) AS i(key text, amount bigint, odds integer, odds_by_count integer[])
    RETURNING id, key, amount, odds, odds_by_count, created_at, period, room_id
  )
  SELECT jsonb_agg(jsonb_build_object('id', id, 'key', key, 'amount', amount::text, 'odds', odds,
           'odds_by_count', odds_by_count, 'created_at', created_at, 'round_period', period,
           'room_id', room_id))
    INTO v_bets FROM inserted;

  INSERT INTO ledger_entries (movement_id, customer_id, reason, amount, balance_after, fee, ref_type, ref_id,
                              created_at)
    VALUES (p_movement, p_customer, 'betting', -p_total, v_balance, 0, 'betSlip', p_slip::text, p_now);
  INSERT INTO ledger_entries (movement_id, house_account, reason, amount, fee, ref_type, ref_id, created_at)
    VALUES (p_movement, 'games', 'betting', p_total, 0, 'betSlip', p_slip::text, p_now);

  RETURN jsonb_build_object('outcome', 'placed', 'balance', v_balance::text, 'bets', v_bets);
END;
$$ LANGUAGE plpgsql;
