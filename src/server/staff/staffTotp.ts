/**
 * A member's TOTP second factor: enrolment (a secret, given the password again), its
 * confirmation with a first code, and turning it off with a current one. Each change is audited.
 */
import type { StaffMember, TotpSetup } from '#shared/contract/staff.ts';
import type { StaffRow } from '#server/actors.ts';
import { transaction } from '#server/db/transaction.ts';
import { AppError } from '#server/errors.ts';
import { audit } from './audit.ts';
import { confirmPassword, staffView, type StaffAccountsDeps } from './staff.ts';
import { updateStaff } from './queries.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/**
 * Starts TOTP enrolment, given the password again: a new secret, not yet required until
 * confirmed with a code.
 */
export async function setupTotp(
  deps: StaffAccountsDeps,
  member: StaffRow,
  password: string,
  ip: string,
): Promise<TotpSetup> {
  if (member.totpEnabled) throw new AppError('INVALID_OPERATION');
  await confirmPassword(deps, member, password);
  const secret = newTotpSecret();
  await transaction(deps.db, async (tx) => {
    await updateStaff(tx, member.id, { totpSecret: secret });
    await audit(
      tx,
      { staff: member, ip },
      { action: 'staff.totp.setup', targetType: 'staff', targetId: member.id },
    );
  });
  return { secret, otpauthUrl: otpauthUri(await deps.siteName(), member.username, secret) };
}

/** Sets the TOTP columns, audited as `action`, and returns the member as the console sees them. */
async function changeTotp(
  deps: StaffAccountsDeps,
  member: StaffRow,
  changes: Partial<Pick<StaffRow, 'totpEnabled' | 'totpSecret' | 'totpLastStep'>>,
  action: string,
  ip: string,
): Promise<StaffMember> {
  const row = await transaction(deps.db, async (tx) => {
    const row = await updateStaff(tx, member.id, changes);
    if (!row) throw new AppError('INVALID_USER');
    await audit(tx, { staff: member, ip }, { action, targetType: 'staff', targetId: member.id });
    return row;
  });
  return staffView(deps, row);
}

/** Confirms enrolment with a code from the app; from then on sign-in needs a code. */
export async function enableTotp(deps: StaffAccountsDeps, member: StaffRow, code: string, ip: string) {
  const step =
    member.totpSecret && !member.totpEnabled ? matchTotp(member.totpSecret, code, deps.clock.now()) : null;
  if (step === null) throw new AppError('TOTP_INVALID');
  return changeTotp(deps, member, { totpEnabled: true, totpLastStep: step }, 'staff.totp.enable', ip);
}

/** Turns the second factor off, given a current code. */
export async function disableTotp(deps: StaffAccountsDeps, member: StaffRow, code: string, ip: string) {
  const step =
    member.totpSecret && member.totpEnabled ? matchTotp(member.totpSecret, code, deps.clock.now()) : null;
  if (step === null) throw new AppError('TOTP_INVALID');
  return changeTotp(
    deps,
    member,
    { totpEnabled: false, totpSecret: null, totpLastStep: null },
    'staff.totp.disable',
    ip,
  );
}
