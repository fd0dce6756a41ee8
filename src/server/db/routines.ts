/**
 * Database functions (and the trigger that calls one) kept as one SQL file each, beside the code
 * that calls them, with `create or replace`. Migrations are history; these files are the source
 * in force, applied after the migrations so a database always holds exactly their body.
 *
 * A file names the words of the domain it needs as `{{word}}`: the lists below fill them in from
 * the TypeScript vocabulary, so a word changed there changes the function at the next start.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOSS_REASONS, type BlockKind, type LimitKind, type TransactionReason } from '#shared/vocabulary.ts';
import { selectRow } from './rows.ts';
import type { Executor } from './transaction.ts';

/** A string as an SQL literal. */
export function sqlLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

const literalList = (words: readonly string[]) => words.map(sqlLiteral).join(', ');

export interface Routine {
  /** The function's name in `pg_proc`. */
  name: string;
  file: string;
  /** The trigger the file creates on the function, if any: applied again when it is missing. */
  trigger?: string;
  /** What each `{{word}}` of the file becomes (SQL text). */
  words?: Readonly<Record<string, string>>;
}

export const ROUTINES: readonly Routine[] = [
  {
    name: 'place_bet_slips',
    file: fileURLToPath(new URL('../betting/place_bet_slips.sql', import.meta.url)),
    words: {
      lossKind: sqlLiteral('loss' satisfies LimitKind),
      lossReasons: literalList(LOSS_REASONS),
      betting: sqlLiteral('betting' satisfies TransactionReason),
      timeout: sqlLiteral('timeout' satisfies BlockKind),
      selfExclusion: sqlLiteral('selfExclusion' satisfies BlockKind),
    },
  },
  {
    name: 'push_outbox_enqueue',
    file: fileURLToPath(new URL('../push/push_trigger.sql', import.meta.url)),
    trigger: 'notifications_push',
  },
];

/** A routine's SQL as the database gets it: its file with every `{{word}}` filled in. */
export function routineText(routine: Routine): string {
  return readFileSync(routine.file, 'utf8').replaceAll(/\{\{(\w+)\}\}/g, (_, word: string) => {
    const value = routine.words?.[word];
    if (value === undefined) throw new Error(`${routine.file} names {{${word}}}, which has no value`);
    return value;
  });
}

/** The body of a routine's function: what stands between its `$$` quotes (PostgreSQL's `prosrc`). */
export function routineBody(text: string): string {
  const match = /AS \$\$([\s\S]*)\$\$ LANGUAGE/i.exec(text);
  if (!match?.[1]) throw new Error('A routine file holds one function quoted with $$');
  return match[1];
}

/** The statements of a routine's file, parted as in the migrations (a driver runs one at a time). */
export function routineStatements(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

/** Creates or replaces each routine whose body in the database is not its file's, or whose trigger is gone. */
export async function applyRoutines(db: Executor): Promise<void> {
  for (const routine of ROUTINES) {
    const text = routineText(routine);
    const current = await selectRow<{ source: string; triggered: boolean }>(
      db,
      sql`select prosrc as source,
            exists (select 1 from pg_trigger where tgname = ${routine.trigger ?? ''} and tgfoid = pg_proc.oid) as triggered
          from pg_proc where proname = ${routine.name}`,
    );
    const stale = current?.source !== routineBody(text) || (routine.trigger && !current.triggered);
    if (!stale) continue;
    for (const statement of routineStatements(text)) await db.execute(sql.raw(statement));
  }
}
