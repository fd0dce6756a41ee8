/**
 * The notice of the demo admin's password, printed once on the first start. Framed so that it
 * stands out among the log lines: it is the only way in to the staff console of a new install.
 */

/** The staff console's address for the listening host and port. */
export function staffConsoleUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/admin`;
}

/** The framed block: console address, username, password, and how to reset it. */
export function demoAdminNotice({ password, consoleUrl }: { password: string; consoleUrl: string }): string {
  const lines = [
    'DEMO STAFF ACCOUNT (shown only this once: write it down)',
    '',
    `Staff console:  ${consoleUrl}`,
    'Username:       admin',
    `Password:       ${password}`,
    '',
    'Lost it? Reset it with:',
    '  npm run admin -- reset-password --username admin',
    'Change it, or add TOTP, before real money runs through this.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 4);
  return [`╔${rule}╗`, ...lines.map((line) => `║  ${line.padEnd(width)}  ║`), `╚${rule}╝`].join('\n');
}
