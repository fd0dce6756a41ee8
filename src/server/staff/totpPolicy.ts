/**
 * Whether a staff member must sign in with TOTP: admin and finance move money and change
 * settings, so the site setting (or, unset, the engine's default) can require it of them;
 * support is never forced.
 */
import type { DatabaseKind } from '#server/db/client.ts';
import { FINANCE_ROLES, type StaffRole } from '#shared/vocabulary.ts';
import type { SiteSettingsService } from '#server/site/site.ts';

const HELD_ROLES: readonly StaffRole[] = FINANCE_ROLES;

/**
 * Unset, the setting follows the engine: on with PostgreSQL (a real deployment), off on the
 * embedded PGlite used to evaluate the product.
 */
export function totpRequiredFor(role: StaffRole, setting: boolean | null, engine: DatabaseKind): boolean {
  return HELD_ROLES.includes(role) && (setting ?? engine === 'postgres');
}

export interface TotpPolicyDeps {
  site: SiteSettingsService;
  /** The database engine, whose default decides when the site sets no rule. */
  engine: DatabaseKind;
}

export function createTotpPolicy({ site, engine }: TotpPolicyDeps) {
  return {
    /** Whether this member must have TOTP enabled to use the console. */
    async required(member: { role: StaffRole }): Promise<boolean> {
      return totpRequiredFor(member.role, (await site.get()).staffTotpRequired, engine);
    },
  };
}

export type TotpPolicy = ReturnType<typeof createTotpPolicy>;
