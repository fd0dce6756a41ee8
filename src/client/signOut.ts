/**
 * The player's sign-out: the server is told, and the session ends on this device whatever it
 * says; then home. The personal centre's row and the reality check's button both use it.
 */
import { paths } from '#shared/paths.ts';
import { api } from './api.ts';
import { clearSession } from './session.ts';

export async function signOut(): Promise<void> {
  try {
    await api('POST /customer/logout');
  } catch {
    // Signing out must always work on this device, even when the server cannot be reached.
  }
  clearSession();
  window.location.assign(paths.home);
}
