/**
 * `npm run admin -- <command>`: operator commands that work on the database directly.
 *
 *   create-staff --username NAME --role admin|finance|support|editor [--password P]
 *   reset-password --username NAME [--password P]
 *
 * Without --password a password is generated and printed once; a reset also ends the member's
 * sessions. On PostgreSQL they work while the server runs (it reads the rows on every call). On
 * the embedded PGlite the running server holds the data directory: they say so and change nothing.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DirectoryLockedError } from '#server/db/lock.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { staff } from '#server/db/schema/index.ts';
import { STAFF_ROLES, type StaffRole } from '#shared/vocabulary.ts';
import { transaction } from '#server/db/transaction.ts';
import { createStaffMember, generatePassword } from '#server/staff/staff.ts';
import { resetStaffPassword } from '#server/staff/staffAdmin.ts';

const USAGE = [
  'usage: npm run admin -- create-staff --username NAME --role admin|finance|support|editor [--password P]',
  '       npm run admin -- reset-password --username NAME [--password P]',
].join('\n');

function fail(message: string): never {
  console.error(`admin: ${message}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { username: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
});

const command = positionals[0];
if (command !== 'create-staff' && command !== 'reset-password') fail(USAGE);
const { username, role, password } = values;
if (!username) fail(USAGE);
if (command === 'create-staff') {
  if (!role) fail(USAGE);
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    fail(`unknown role "${role}": ${STAFF_ROLES.join(', ')}`);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
} catch (error) {
  if (error instanceof DirectoryLockedError) {
    fail(
      `The server is running on the embedded database in ${error.dataDir} (pid ${error.pid}), which only ` +
        'one process can open. Nothing was changed. Stop the server (Ctrl+C), run this command again, ' +
        'then start the server. (With DATABASE_URL set to PostgreSQL, admin commands work while it runs.)',
    );
  }
  throw error;
}
try {
  await migrateDatabase(database);
  if (command === 'create-staff') {
    const created = await createStaffMember(database.db, { username, role: role as StaffRole, password });
    console.log(`created ${created.staff.role} "${created.staff.username}" (id ${created.staff.id})`);
    if (!password) console.log(`password (shown once): ${created.password}`);
  } else {
    const newPassword = password ?? generatePassword();
    const member = await transaction(database.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(staff)
        .where(sql`lower(${staff.username}) = lower(${username})`)
        .for('update');
      if (!row) throw new Error(`no staff account is named ${username}`);
      await resetStaffPassword(tx, row, newPassword, new Date());
      return row;
    });
    console.log(`reset the password of ${member.role} "${member.username}"; their sessions are ended`);
    if (!password) console.log(`password (shown once): ${newPassword}`);
  }
} catch (error) {
  fail((error as Error).message);
} finally {
  await database.close();
}
