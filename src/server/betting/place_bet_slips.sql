-- place_bet_slips: bet slips judged and written set-based, one statement for all the slips of a
-- call (src/server/betting/slips.ts calls it; a single slip is a call of one). The one source of
-- the function: src/server/db/routines.ts applies this file after the migrations whenever the
-- database holds another body, so migrations 0007-0009 stay history and this file is the truth.
-- The words of the domain it needs (`{{…}}`) are filled in there from the TypeScript vocabulary.
--
-- Only the ledger moves money: the debit of each slip is a ledger movement written here, the
-- player's `betting` leg (with the balance after it) and the house's `games` leg (the CTE
-- `ledger` below), in the same statement as the debit.
--
-- Locks: every round first (FOR SHARE), then every player (FOR UPDATE), each in id order. In
-- READ COMMITTED each statement below takes a fresh snapshot, so it sees every change committed
-- before those locks were granted, and nobody else can change a locked player until this
-- transaction ends.
--
-- A player with several slips in one call: slips are taken in generations, the first slip of
-- each player, then the second, and so on, one statement per generation, so a player's second
-- slip is judged on the balance, stake and Idempotency-Keys their first one left — exactly as if
-- the slips had been placed one by one in the order given.
CREATE OR REPLACE FUNCTION place_bet_slips(p_slips jsonb) RETURNS jsonb AS $$
DECLARE
  v_generations integer;
  v_generation integer;
  v_outcomes jsonb := '{}'::jsonb;
  v_rounds bigint[];
BEGIN
  -- A round that did not exist at this lock (none should: rounds are created long before they
  -- open) is judged closed below, so no slip goes on a round this call has not locked.
  SELECT coalesce(array_agg(locked.id), '{}') INTO v_rounds FROM (
    SELECT id FROM rounds
      WHERE (lottery_id, period) IN (
        SELECT (x->>'lottery')::integer, x->>'period' FROM jsonb_array_elements(p_slips) AS x)
      ORDER BY id
      FOR SHARE) AS locked;
  PERFORM 1 FROM customers
    WHERE id IN (SELECT (x->>'customer')::uuid FROM jsonb_array_elements(p_slips) AS x)
    ORDER BY id
    FOR UPDATE;
  SELECT max(n) INTO v_generations FROM (
    SELECT count(*) AS n FROM jsonb_array_elements(p_slips) AS x GROUP BY (x->>'customer')::uuid) AS per_player;

  FOR v_generation IN 1..coalesce(v_generations, 0) LOOP
    WITH slips AS (
      SELECT * FROM (
        SELECT x.ord, (x.s->>'customer')::uuid AS customer, (x.s->>'lottery')::integer AS lottery,
               (x.s->>'room')::integer AS room, x.s->>'period' AS period, x.s->'items' AS items,
               (x.s->>'total')::bigint AS total, (x.s->>'betLimit')::bigint AS bet_limit,
               (x.s->>'balanceRequirement')::bigint AS balance_requirement, x.s->'refuse' AS refuse,
               x.s->>'slipKey' AS slip_key, (x.s->>'slip')::uuid AS slip, (x.s->>'movement')::uuid AS movement,
               (x.s->>'at')::timestamptz AS at, x.s->'since' AS since,
               row_number() OVER (PARTITION BY (x.s->>'customer')::uuid ORDER BY x.ord) AS generation
        FROM jsonb_array_elements(p_slips) WITH ORDINALITY AS x(s, ord)
      ) AS numbered
      WHERE numbered.generation = v_generation
    ),
    -- Each slip's outcome, checked in the order of 0008: the first rule that fails decides it.
    decided AS (
      SELECT s.*, r.id AS round_id, c.balance, c.status, coalesce(st.staked, 0) AS staked,
        CASE
          WHEN c.id IS NULL THEN 'noCustomer'
          WHEN s.slip_key IS NOT NULL AND EXISTS (
            SELECT 1 FROM bets b WHERE b.customer_id = s.customer AND b.slip_key = s.slip_key) THEN 'replayed'
          WHEN r.id IS NULL OR NOT r.id = ANY (v_rounds) OR r.state <> 'open' OR r.closes_at <= s.at THEN 'closed'
          WHEN s.refuse ? c.status THEN 'refusedStatus'
          -- A time-out or self-exclusion, written under the same player lock: one
          -- written after the slip was stamped refuses it too, so no bet follows a block's start.
          WHEN EXISTS (
            SELECT 1 FROM protection_blocks cb WHERE cb.customer_id = s.customer AND cb.kind = {{selfExclusion}}
              AND (cb.ends_at > s.at OR cb.returned_at IS NULL)) THEN 'selfExcluded'
          WHEN EXISTS (
            SELECT 1 FROM protection_blocks cb WHERE cb.customer_id = s.customer AND cb.kind = {{timeout}}
              AND cb.ends_at > s.at) THEN 'inTimeout'
          WHEN c.balance < s.balance_requirement THEN 'belowRoomRequirement'
          WHEN coalesce(st.staked, 0) + s.total > s.bet_limit THEN 'overLimit'
          -- A loss limit: the net loss of each period with a limit so far (this call's earlier
          -- generations included) plus this slip must stay within the limit in force.
          WHEN loss.passed THEN 'overLossLimit'
          WHEN c.balance < s.total THEN 'insufficientBalance'
          ELSE 'placed'
        END AS outcome
      FROM slips s
      LEFT JOIN customers c ON c.id = s.customer
      LEFT JOIN rounds r ON r.lottery_id = s.lottery AND r.period = s.period
      LEFT JOIN round_stakes st ON st.round_id = r.id AND st.customer_id = s.customer AND st.room_id = s.room
      -- Each loss limit of the player, in force when the player or staff set an amount (the lower
      -- of the two counts), against the net loss since the start of its period (`since`, keyed by
      -- period): stakes out, wins and refunded stakes back, read from the ledger only when a
      -- limit exists. No limit: `passed` is null.
      LEFT JOIN LATERAL (
        SELECT bool_or(s.total + lost.amount > lim.amount) AS passed
        FROM (
          SELECT least(coalesce(cl.player_amount, 9223372036854775807),
                       coalesce(cl.operator_amount, 9223372036854775807)) AS amount,
                 (s.since ->> cl.period)::timestamptz AS since
          FROM protection_limits cl
          WHERE cl.customer_id = s.customer AND cl.kind = {{lossKind}}
            AND (cl.player_amount IS NOT NULL OR cl.operator_amount IS NOT NULL)
        ) lim
        CROSS JOIN LATERAL (
          SELECT -coalesce(sum(le.amount), 0) AS amount
          FROM ledger_entries le
          WHERE le.customer_id = s.customer AND le.reason IN ({{lossReasons}}) AND le.created_at >= lim.since
        ) lost
      ) loss ON true
    ),
    -- Conditional even under the row lock: a balance never goes negative, whatever calls this.
    debited AS (
      UPDATE customers c SET balance = c.balance - d.total
      FROM decided d
      WHERE d.outcome = 'placed' AND c.id = d.customer AND c.balance >= d.total
      RETURNING d.ord, c.balance AS balance_after
    ),
    placed AS (
      SELECT d.*, b.balance_after FROM decided d JOIN debited b ON b.ord = d.ord
    ),
    staked AS (
      INSERT INTO round_stakes (round_id, customer_id, room_id, staked)
      SELECT p.round_id, p.customer, p.room, p.total FROM placed p
      ON CONFLICT (round_id, customer_id, room_id) DO UPDATE SET staked = round_stakes.staked + EXCLUDED.staked
    ),
    -- The bets' ids come with the items (the server made them), so nothing needs reading back.
    new_bets AS (
      INSERT INTO bets (id, slip_id, slip_key, customer_id, lottery_id, room_id, round_id, period, key, amount, odds,
                        odds_by_count, created_at)
      SELECT i.id, p.slip, p.slip_key, p.customer, p.lottery, p.room, p.round_id, p.period,
             i.key, i.amount, i.odds, i.odds_by_count, p.at
      FROM placed p
      CROSS JOIN LATERAL jsonb_to_recordset(p.items) AS i(id uuid, key text, amount bigint, odds integer,
                                                           odds_by_count integer[])
    ),
    -- The player's leg and the house's leg of each slip, slip after slip.
    ledger AS (
      INSERT INTO ledger_entries (movement_id, customer_id, house_account, reason, amount, balance_after, fee,
                                  ref_type, ref_id, created_at)
      SELECT p.movement, leg.customer_id, leg.house_account, {{betting}}, leg.amount, leg.balance_after, 0,
             'betSlip', p.slip::text, p.at
      FROM placed p
      CROSS JOIN LATERAL (VALUES (p.customer, NULL::text, -p.total, p.balance_after, 1),
                                 (NULL::uuid, 'games', p.total, NULL::bigint, 2))
        AS leg(customer_id, house_account, amount, balance_after, side)
      ORDER BY p.ord, leg.side
    )
    SELECT v_outcomes || coalesce(jsonb_object_agg(d.ord::text, CASE
        WHEN d.outcome = 'placed' AND p.ord IS NULL THEN jsonb_build_object('outcome', 'insufficientBalance')
        WHEN d.outcome = 'placed' THEN jsonb_build_object('outcome', 'placed', 'balance', p.balance_after::text)
        WHEN d.outcome = 'replayed' THEN jsonb_build_object('outcome', 'replayed', 'balance', d.balance::text)
        WHEN d.outcome = 'refusedStatus' THEN jsonb_build_object('outcome', 'refusedStatus', 'status', d.status)
        WHEN d.outcome = 'overLimit' THEN jsonb_build_object('outcome', 'overLimit', 'staked', d.staked::text)
        ELSE jsonb_build_object('outcome', d.outcome)
      END), '{}'::jsonb)
    INTO v_outcomes
    FROM decided d LEFT JOIN placed p ON p.ord = d.ord;
  END LOOP;

  RETURN (SELECT coalesce(jsonb_agg(v_outcomes -> (i::text) ORDER BY i), '[]'::jsonb)
          FROM generate_series(1, jsonb_array_length(p_slips)) AS i);
END;
$$ LANGUAGE plpgsql;
