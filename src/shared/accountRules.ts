/**
 * The account rules of SPEC.md §5 live in the account contract (`contract/account.ts`) and
 * the limits in `accountLimits.ts`; these names stay for the importers not yet moved.
 */
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  USER_ID_PATTERN,
  USERNAME_PATTERN,
} from './accountLimits.ts';
