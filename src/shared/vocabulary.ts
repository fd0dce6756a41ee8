/**
 * The words of the domain, written once: the database's enum columns, the API's schemas, the
 * server's rules and the islands' filters all read these lists.
 */

/** The 10 languages (English first: every other falls back to it). */
export const LOCALES = ['en', 'id', 'hi', 'th', 'vi', 'ar', 'ru', 'ko', 'ja', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** Text direction of a locale: Arabic is right-to-left. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The four games. */
export const GAME_KEYS = ['lotto', 'fast3', 'fiveMins', 'mark6'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

/** A round's life. */
export const ROUND_STATES = ['pending', 'open', 'closed', 'drawing', 'settled', 'void'] as const;
export type RoundState = (typeof ROUND_STATES)[number];
/** Rounds whose numbers are known: what draw lists show. */
export const DRAWN_ROUND_STATES = ['drawing', 'settled'] as const satisfies readonly RoundState[];
/** Rounds that can still be voided. */
export const UNSETTLED_ROUND_STATES = [
  'pending',
  'open',
  'closed',
  'drawing',
] as const satisfies readonly RoundState[];

export const BET_STATUSES = ['pending', 'settled', 'invalid', 'cancelled', 'deleted'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const BET_RESULTS = ['WIN', 'LOSE', 'CANCEL'] as const;
export type BetResult = (typeof BET_RESULTS)[number];

/** A player account's state, in the order staff filters offer them. */
export const ACCOUNT_STATUSES = ['active', 'restricted', 'frozen', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * Staff roles (and `editor`) and the groups of them that pages and
 * routes allow. An editor publishes the site's content and reaches nothing of the players or
 * the money: a staff route that names no roles is for the operators.
 */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const satisfies readonly StaffRole[];
export const EDITOR_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];
export const FINANCE_ROLES = ['admin', 'finance'] as const satisfies readonly StaffRole[];
export const SUPPORT_ROLES = ['admin', 'support'] as const satisfies readonly StaffRole[];
export const ADMIN_ROLES = ['admin'] as const satisfies readonly StaffRole[];

/**
 * What editors publish: the home page's announcements and notes, the terms (an
 * introduction and 24 sections) and the four how-to-play guides.
 */
export const CONTENT_COLLECTIONS = ['announcements', 'notes', 'terms', 'howToPlay'] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];
/** A content version is a `draft` (the editor's, never shown) or `published` (shown from its time). */
export const CONTENT_STATES = ['draft', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** Why a player's balance moved, in the order filters offer them. */
export const TRANSACTION_REASONS = [
  'recharge',
  'chargeRevoke',
  'internalTransferSend',
  'internalTransferReceive',
  'betting',
  'bettingWin',
  'bettingCancel',
  'withdraw',
  'withdrawSuccess',
  'withdrawCancel',
  'withdrawReject',
  'withdrawFailed',
] as const;
export type TransactionReason = (typeof TRANSACTION_REASONS)[number];

/** A deposit's or withdrawal's state. */
export const MONEY_STATUSES = ['pending', 'approved', 'completed', 'rejected', 'failed', 'canceled'] as const;
export type MoneyStatus = (typeof MONEY_STATUSES)[number];
/** The states a deposit claim goes through: staff complete or reject a pending one. */
export const DEPOSIT_STATUSES = [
  'pending',
  'completed',
  'rejected',
] as const satisfies readonly MoneyStatus[];
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The USDT networks of wallet addresses and deposits: TRC-20 (Tron) and ERC-20 (Ethereum). */
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/**
 * What became of a USDT transfer seen on a chain: `seen` waits for confirmations,
 * `credited` moved the ledger (by the watcher, or by staff releasing a held one), `held` was
 * not credited (kept for staff), `dropped` left the chain, `returned` was sent back by the
 * operator outside the app (recorded by staff, never credited), `reversed` was credited and then
 * taken back by staff through the ledger (its transfer left the chain in a deep reorganisation).
 */
export const CHAIN_DEPOSIT_STATES = ['seen', 'credited', 'held', 'dropped', 'returned', 'reversed'] as const;
export type ChainDepositState = (typeof CHAIN_DEPOSIT_STATES)[number];

/**
 * Why the watcher holds a confirmed chain deposit for staff instead of crediting it: below the
 * chain's minimum, over the site's automatic ceiling, an amount the player's balance cannot hold
 * (`uncreditable`: staff can only return it), or the code of the player's protection that
 * refuses any deposit (a time-out, a self-exclusion, a deposit limit).
 */
export const CHAIN_HOLD_REASONS = [
  'belowMinimum',
  'aboveCeiling',
  'uncreditable',
  'ACCOUNT_IN_TIMEOUT',
  'ACCOUNT_SELF_EXCLUDED',
  'DEPOSIT_LIMIT_EXCEEDED',
] as const;
export type ChainHoldReason = (typeof CHAIN_HOLD_REASONS)[number];

/** The house side of the books (see the ledger). */
export const HOUSE_ACCOUNTS = [
  'depositsReceived', // USDT that came in from outside: goes negative as players are credited
  'withdrawalsPending', // held for withdrawals not yet paid out
  'withdrawalsPaid', // USDT sent out
  'fees', // withdrawal fees earned
  'games', // stakes in, payouts out
  'receivables', // what reversed deposits left owed
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/**
 * What a player's notification is about: the system's kinds (each written in the reader's
 * language from `notification.<kind>.title` and `.body`) and `staff`, a message staff wrote.
 */
export const SYSTEM_NOTIFICATIONS = [
  'depositCredited',
  'depositHeld',
  'depositRejected',
  'depositReversed',
  'withdrawalApproved',
  'withdrawalCompleted',
  'withdrawalFailed',
  'withdrawalRejected',
  'withdrawalCanceled',
  'transferReceived',
  'betWon',
  'chaseEnded',
] as const;
export type SystemNotification = (typeof SYSTEM_NOTIFICATIONS)[number];
export const NOTIFICATION_KINDS = [...SYSTEM_NOTIFICATIONS, 'staff'] as const;

/**
 * What is pushed without being a notification of the player's list: `supportReplied`, a staff
 * reply in the support chat (the chat is where it is read).
 */
export const PUSH_ONLY_KINDS = ['supportReplied'] as const;
export type PushOnlyKind = (typeof PUSH_ONLY_KINDS)[number];

/**
 * What a player may be told on a device by Web Push, each the notification kinds it
 * covers. Nothing promotional is pushed: staff messages never are.
 */
export const PUSH_TOPICS = {
  betWon: ['betWon'],
  deposit: ['depositCredited', 'depositHeld', 'transferReceived'],
  withdrawal: ['withdrawalCompleted', 'withdrawalFailed'],
  chase: ['chaseEnded'],
  support: ['supportReplied'],
} as const satisfies Record<string, readonly (SystemNotification | PushOnlyKind)[]>;
export type PushTopic = keyof typeof PUSH_TOPICS;
export const PUSH_TOPIC_NAMES = Object.keys(PUSH_TOPICS) as PushTopic[];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The figures of a day of the activity statement, in the order the statement shows them. */
export const STATEMENT_FIGURES = [
  'deposits',
  'withdrawals',
  'transfersIn',
  'transfersOut',
  'stakes',
  'returns',
  'net',
] as const;
export type StatementFigure = (typeof STATEMENT_FIGURES)[number];

/** Player protection: what a limit limits, over which period, and how it changed. */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_CHANGE_ACTIONS = [
  'decreased',
  'increaseRequested',
  'increaseConfirmed',
  'increaseCancelled',
  'operatorSet',
] as const;
export type LimitChangeAction = (typeof LIMIT_CHANGE_ACTIONS)[number];
/** Ledger reasons a loss limit nets: stakes out, wins and refunded stakes back. */
export const LOSS_REASONS = [
  'betting',
  'bettingWin',
  'bettingCancel',
] as const satisfies readonly TransactionReason[];
/**
 * Ledger reasons a deposit limit counts, gross: deposits credited, and money received from
 * another player (else a transfer from a second account would step round the limit).
 */
export const DEPOSIT_REASONS = [
  'recharge',
  'internalTransferReceive',
] as const satisfies readonly TransactionReason[];
/** A player's own pause from play: a time-out of days, or a self-exclusion of months. */
export const BLOCK_KINDS = ['timeout', 'selfExclusion'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/**
 * Chase plans: a plan is `active` while it has periods to place, `completed` once it
 * placed them all, `stopped` when it ended early (`CHASE_STOP_REASONS` says why).
 */
export const CHASE_STATES = ['active', 'completed', 'stopped'] as const;
export type ChaseState = (typeof CHASE_STATES)[number];

/**
 * Why a plan stopped: it won (stop-on-win), its own loss limit would be passed, the player or
 * staff stopped it, or a period could not be placed (the error code the bet would have had).
 */
export const CHASE_STOP_REASONS = [
  'won',
  'lossLimit',
  'player',
  'staff',
  'BETTING_CLOSED',
  'BET_ODDS_ALREADY_CHANGED',
  'AMOUNT_BELOW_MINIMUM',
  'BET_AMOUNT_EXCEEDS_LIMIT',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_FOR_THIS_ROOM',
  'LOSS_LIMIT_EXCEEDED',
  'ACCOUNT_IN_TIMEOUT',
  'ACCOUNT_SELF_EXCLUDED',
  'ACCOUNT_FROZEN',
  'ACCOUNT_DISABLED',
] as const;
export type ChaseStopReason = (typeof CHASE_STOP_REASONS)[number];

/**
 * The support chat: a conversation is `open` while the player spoke last and waits
 * for staff, `waiting` once staff answered, `closed` when staff closed it.
 */
export const SUPPORT_STATUSES = ['open', 'waiting', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** Where the player opened the conversation. */
export const SUPPORT_ORIGINS = ['home', 'deposit', 'withdrawal', 'account'] as const;
export type SupportOrigin = (typeof SUPPORT_ORIGINS)[number];
/** Who wrote a message (or uploaded an image). */
export const SUPPORT_AUTHORS = ['customer', 'staff'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
/** The images a conversation takes, told by their bytes. */
export const SUPPORT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SupportImageType = (typeof SUPPORT_IMAGE_TYPES)[number];
