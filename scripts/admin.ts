/**
 * `npm run admin -- <command>`: operator commands that work on the database directly.
 *
 *   create-staff --username NAME --role admin|finance|support [--password P]
 *
 * Without --password a password is generated and printed once. Works on a fresh data directory
 * (it migrates first); with PGlite it refuses while a server holds the data directory.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DirectoryLockedError } from '../src/server/db/lock.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { STAFF_ROLES, type StaffRole } from '../src/server/db/schema/index.ts';
import { createStaffMember } from '../src/server/staff/staffAccounts.ts';

const USAGE =
  'usage: npm run admin -- create-staff --username NAME --role admin|finance|support [--password P]';

function fail(message: string): never {
  console.error(`admin: ${message}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { username: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
});

if (positionals[0] !== 'create-staff') fail(USAGE);
const { username, role, password } = values;
if (!username || !role) fail(USAGE);
if (!(STAFF_ROLES as readonly string[]).includes(role))
  fail(`unknown role "${role}": ${STAFF_ROLES.join(', ')}`);

const config = loadConfig();
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
} catch (error) {
  if (error instanceof DirectoryLockedError)
    fail(`${error.message} (stop the server to run admin commands on PGlite)`);
  throw error;
}
try {
  await migrateDatabase(database);
  const created = await createStaffMember(database.db, { username, role: role as StaffRole, password });
  console.log(`created ${created.staff.role} "${created.staff.username}" (id ${created.staff.id})`);
  if (!password) console.log(`password (shown once): ${created.password}`);
} catch (error) {
  fail((error as Error).message);
} finally {
  await database.close();
}
