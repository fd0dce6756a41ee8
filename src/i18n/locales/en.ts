/**
 * English: the source dictionary. Every other locale must carry exactly these keys with the
 * same `{placeholders}` (the type and a test enforce it). Keys are flat and dotted, grouped by
 * the screen or layer that uses them.
 */
export const en = {
  // The language's own name, for the language picker.
  'locale.name': 'English',

  // Bottom tabs of the main layout.
  'nav.home': 'Home',
  'nav.draw': 'Draw',
  'nav.notice': 'Notice',
  'nav.me': 'Me',
  'nav.main': 'Main navigation',

  // Home.
  'home.welcome': 'Welcome to {name}',
  'home.tagline': 'Scheduled draws you can verify yourself, with a USDT wallet.',
  'home.signIn': 'Sign in',
  'home.signUp': 'Sign up',
  'home.depositNow': 'Deposit now',
  'home.cashOut': 'Cash out',
  'home.myBets': 'My bets',
  'home.onlineService': 'Online service',
  'home.lotteries': 'Lotteries',
  'home.announcements': 'Latest announcements',
  'home.notes': 'Notes',
  'home.note.age': 'Players must be over 18.',
  'home.note.fair': 'Every draw is derived from a secret seed whose hash is published before betting opens.',

  // Games.
  'game.lotto': 'Lotto 10',
  'game.fast3': 'Fast 3',
  'game.fiveMins': '5 Minutes',
  'game.mark6': 'Mark 6',

  // Common states and transport messages (SPEC.md §8).
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.networkError': 'Please check your network connection and try again.',
  'common.slowNetwork': 'Network seems slow. Tap to retry.',
  'common.loadFailed': 'Failed to load. Please check your connection.',
  'common.maintenance': 'Under Maintenance',
  'common.maintenanceTip': 'If you have any issues, please contact customer service.',
  'common.noRecords': 'No records found',
  'common.noMessages': 'There are no messages here',
  'common.bettingFailed': 'Betting Failed',
  'common.successful': 'Successful',
  'common.error': 'Error',
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.language': 'Language',
  'common.skipToContent': 'Skip to content',

  // Client-side validation (SPEC.md §5); the server sends the same texts.
  'validation.username':
    'Username must be 4-20 characters and contain only letters, numbers, or underscores.',
  'validation.password': 'Password must be at least 6 characters.',
  'validation.passwordsDoNotMatch': 'Passwords do not match.',
  'validation.realName': 'Real name cannot be empty.',
  'validation.invitationCode': 'Invite code cannot be empty.',
  'validation.terms': 'You must agree to the terms and conditions.',
  'validation.loginUsername': 'Please enter your username.',
  'validation.loginPassword': 'Please enter your password.',
  'validation.transactionPassword': 'Please enter your transaction password',
  'validation.newPasswordsDoNotMatch': 'The new password and the confirmed password do not match.',
  'validation.newTransactionPasswordsDoNotMatch':
    'The new transaction password and the confirmed transaction password do not match.',
  'validation.depositAmount': 'Please enter the deposit amount',
  'validation.usdtAddressRequired': 'Please set your USDT address on the personal page before withdrawing.',
  'validation.userId': 'Please enter a valid 6-digit User ID.',
  'validation.transferBalance': 'Insufficient balance for this transfer.',

  // API error messages, one per code of the catalogue.
  'error.SYSTEM_ERROR': 'System error, please try again later.',
  'error.INVALID_OPERATION': 'Invalid operation.',
  'error.USERNAME_IS_EXISTS': 'Username already exists.',
  'error.USERNAME_OR_PASSWORD_IS_EMPTY': 'Please enter your username and password.',
  'error.USERNAME_OR_PASSWORD_ERROR': 'Incorrect username or password.',
  'error.ACCOUNT_DISABLED': 'This account is disabled. Please contact customer service.',
  'error.ACCOUNT_RESTRICTED': 'This account is restricted. Please contact customer service.',
  'error.ACCOUNT_FROZEN': 'This account is frozen. Please contact customer service.',
  'error.CURRENT_PASSWORD_IS_NOT_CORRECT': 'The current login password is not correct.',
  'error.CURRENT_TRANSACTION_PASSWORD_IS_NOT_CORRECT': 'The current transaction password is not correct.',
  'error.REAL_NAME_CAN_NOT_BE_CHANGED': 'The real name cannot be changed. Please contact customer service.',
  'error.PHONE_NUMBER_CAN_NOT_BE_CHANGED':
    'The phone number cannot be changed. Please contact customer service.',
  'error.CRYPTO_ADDRESS_CAN_NOT_BE_CHANGED':
    'The USDT address cannot be changed. Please contact customer service.',
  'error.INCOMPLETE_REGISTER_INFO': 'Incomplete registration information. Please complete your profile.',
  'error.PASSWORD_TOO_SHORT': 'Password must be at least 6 characters.',
  'error.NEW_PASSWORD_TOO_SHORT': 'The new password must be at least 6 characters.',
  'error.INVALID_CHAIN_OR_ADDRESS': 'Invalid network or address.',
  'error.CANNOT_TRANSFER_TO_SELF': 'You cannot transfer to yourself.',
  'error.INSUFFICIENT_BALANCE': 'Insufficient balance.',
  'error.USER_IS_NOT_EXISTS': 'This user does not exist.',
  'error.BET_CANNOT_BE_EMPTY': 'Please choose at least one selection.',
  'error.INVALID_BET': 'Invalid bet.',
  'error.INSUFFICIENT_FOR_THIS_ROOM': 'Insufficient balance for this room. Please deposit more.',
  'error.BET_AMOUNT_EXCEEDS_LIMIT': 'The bet amount exceeds the limit of this room.',
  'error.BETTING_CLOSED': 'Betting is closed for this round.',
  'error.BET_ALREADY_SETTLED_CANCEL_FAILED': 'This bet is already settled and cannot be cancelled.',
  'error.BET_ODDS_ALREADY_CHANGED': 'The odds have changed. Please refresh and try again.',
  'error.INVALID_INVITATION_CODE': 'Invalid invitation code.',
  'error.INVITATION_CODE_EXPIRED': 'This invitation code has expired.',
  'error.WITHDRAWAL_AMOUNT_EXCEEDS_BALANCE': 'The withdrawal amount exceeds your balance.',
  'error.INVALID_USER': 'Invalid user.',
  'error.WITHDRAWAL_IS_PROCESSING': 'A withdrawal is already being processed. Please wait for it to finish.',
  'error.WITHDRAWAL_STATUS_CHANGED': 'Please check the latest status.',
  'error.VALIDATION_ERROR': 'Some fields are not valid: {fields}.',
  'error.UNAUTHORIZED': 'Please sign in again.',
  'error.FORBIDDEN': 'You are not allowed to do this.',
  'error.NOT_FOUND': 'Not found.',
  'error.RATE_LIMITED': 'Too many attempts. Please try again in {seconds} seconds.',
  'error.UNDER_MAINTENANCE': 'Under maintenance. If you have any issues, please contact customer service.',
  'error.IDEMPOTENCY_KEY_REUSED':
    'This request key was already used for a different request. Please try again.',
  'error.PASSWORDS_DO_NOT_MATCH': 'Passwords do not match.',
  'error.AMOUNT_BELOW_MINIMUM': 'The amount is below the minimum of {min} USDT.',
  'error.AMOUNT_ABOVE_MAXIMUM': 'The amount is above the maximum of {max} USDT.',
  'error.OUTSIDE_WITHDRAWAL_HOURS': 'Withdrawals are only possible from {start} to {end} ({zone}).',
  'error.TRANSFER_LIMIT_EXCEEDED': 'The amount exceeds the single transfer limit.',
  'error.DAILY_LIMIT_EXCEEDED': 'The amount exceeds your daily transfer limit.',
  'error.TERMS_NOT_ACCEPTED': 'You must agree to the terms and conditions.',
  'error.METHOD_NOT_ALLOWED': 'This method is not allowed here.',
  'error.PAYLOAD_TOO_LARGE': 'The request is too large.',
  'error.TOTP_REQUIRED': 'Enter the 6-digit code from your authenticator app.',
  'error.TOTP_INVALID': 'The authenticator code is not correct.',

  // System notifications, rendered in the reader's language.
  'notification.depositCredited.title': 'Deposit credited',
  'notification.depositCredited.body': 'Your deposit of {amount} USDT has been credited to your balance.',
  'notification.depositRejected.title': 'Deposit rejected',
  'notification.depositRejected.body': 'Your deposit of {amount} USDT was rejected. Reason: {reason}',
  'notification.depositReversed.title': 'Deposit reversed',
  'notification.depositReversed.body': 'Your deposit of {amount} USDT was reversed. Reason: {reason}',
  'notification.withdrawalApproved.title': 'Withdrawal approved',
  'notification.withdrawalApproved.body':
    'Your withdrawal of {amount} USDT is approved and waiting for payout.',
  'notification.withdrawalCompleted.title': 'Withdrawal paid',
  'notification.withdrawalCompleted.body':
    '{actualAmount} USDT has been sent to your address. Transaction: {txHash}',
  'notification.withdrawalFailed.title': 'Withdrawal failed',
  'notification.withdrawalFailed.body':
    'The payout of your withdrawal of {amount} USDT failed and the amount is back in your balance. Reason: {reason}',
  'notification.withdrawalRejected.title': 'Withdrawal rejected',
  'notification.withdrawalRejected.body':
    'Your withdrawal of {amount} USDT was rejected and the amount is back in your balance. Reason: {reason}',
  'notification.withdrawalCanceled.title': 'Withdrawal canceled',
  'notification.withdrawalCanceled.body':
    'You canceled your withdrawal of {amount} USDT; the amount is back in your balance.',
  'notification.transferReceived.title': 'Transfer received',
  'notification.transferReceived.body': 'You received {amount} USDT from user {fromUserId}.',

  // Field codes of a VALIDATION_ERROR's `fields` map.
  'field.REQUIRED': 'This field is required.',
  'field.INVALID_TYPE': 'This value has the wrong type.',
  'field.INVALID_FORMAT': 'This value has the wrong format.',
  'field.INVALID_VALUE': 'This value is not one of the allowed values.',
  'field.TOO_SHORT': 'This value is too short.',
  'field.TOO_LONG': 'This value is too long.',
  'field.TOO_SMALL': 'This value is too small.',
  'field.TOO_BIG': 'This value is too big.',
  'field.UNKNOWN_FIELD': 'This field is not expected.',
  'field.INVALID_AMOUNT': 'Enter a positive amount with at most two decimals.',
  'field.MALFORMED_JSON': 'The request body is not valid JSON.',
  'field.USERNAME_INVALID':
    'Username must be 4-20 characters and contain only letters, numbers, or underscores.',
  'field.PASSWORD_TOO_SHORT': 'Password must be at least 6 characters.',
  'field.PASSWORDS_DO_NOT_MATCH': 'Passwords do not match.',
  'field.AMOUNT_BELOW_MINIMUM': 'The amount is below the minimum.',
  'field.AMOUNT_ABOVE_MAXIMUM': 'The amount is above the maximum.',
  'field.USERNAME_REQUIRED': 'Please enter your username.',
  'field.PASSWORD_REQUIRED': 'Please enter your password.',
  'field.REAL_NAME_REQUIRED': 'Real name cannot be empty.',
  'field.INVITATION_CODE_REQUIRED': 'Invite code cannot be empty.',
  'field.TERMS_NOT_ACCEPTED': 'You must agree to the terms and conditions.',
  'field.TRANSACTION_PASSWORD_REQUIRED': 'Please enter your transaction password',
  'field.NEW_PASSWORD_TOO_SHORT': 'The new password must be at least 6 characters.',
  'field.NEW_PASSWORDS_DO_NOT_MATCH': 'The new password and the confirmed password do not match.',
  'field.NEW_TRANSACTION_PASSWORDS_DO_NOT_MATCH':
    'The new transaction password and the confirmed transaction password do not match.',
  'field.PHONE_NUMBER_INVALID': 'Enter a phone number of 6 to 15 digits, optionally starting with +.',
  'field.INVALID_CHAIN_OR_ADDRESS':
    'Enter a valid USDT address: TRC-20 (starts with T) or ERC-20 (starts with 0x).',
  'field.USER_ID_INVALID': 'Please enter a valid 6-digit User ID.',
  'field.USDT_ADDRESS_REQUIRED': 'Please set your USDT address on the personal page before withdrawing.',
  'field.INSUFFICIENT_BALANCE_FOR_TRANSFER': 'Insufficient balance for this transfer.',
} as const;

/** The shape every locale's dictionary must have: the keys of `en`, each a string. */
export type Messages = { readonly [K in keyof typeof en]: string };
export type MessageKey = keyof typeof en;
