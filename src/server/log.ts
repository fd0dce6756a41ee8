/**
 * The server's logger: JSON lines with ISO 8601 times, whose errors never carry what a request
 * sent. A failed query's error holds its bound values (a new account's password hash, real name,
 * device data): the log keeps the statement and the database's own code, never the values.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

// What a database error may say about itself; `detail`, `where` and `params` can echo values.
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'];

interface QueryError extends Error {
  query?: unknown;
  params?: unknown;
}

/** An error as the log shows it: type, message, stack and cause, without bound values. */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { query } = error as QueryError;
  // A failed query's message and stack repeat its values: keep the statement only.
  const isQuery = typeof query === 'string' && 'params' in error && error.message.startsWith('Failed query');
  const message = isQuery ? `Failed query: ${query}` : error.message;
  const stackFrames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const entry: Record<string, unknown> = {
    type: error.constructor.name || error.name,
    message,
    stack: [`${error.name}: ${message}`, ...stackFrames].join('\n'),
  };
  for (const field of DATABASE_FIELDS) {
    const value: unknown = Reflect.get(error, field);
    if (typeof value === 'string' || typeof value === 'number') entry[field] = value;
  }
  if (error.cause !== undefined && depth < 3) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}

/** Creates the logger; `destination` defaults to standard output. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: errorForLog },
    },
    destination ?? pino.destination(1),
  );
}
