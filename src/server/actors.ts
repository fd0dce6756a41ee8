/**
 * Who the domain acts for: the rows of a signed-in player and staff member, and a staff member
 * with the address they act from (what the audit log records). The web layer fills these in
 * (`http/context.ts`); the domain takes them as parameters and knows nothing of requests.
 */
import type { customers, staff } from './db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;

/** Who acts on a staff route, and from where: what the audit log records. */
export interface StaffActor {
  staff: StaffRow;
  ip: string;
}
