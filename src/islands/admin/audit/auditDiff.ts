/**
 * A compact before → after view of an audit entry: both sides flattened to dotted paths
 * (`limits.withdrawFee.percent`), and only the paths whose values differ. Pure, no React.
 */

export interface DiffLine {
  path: string;
  /** Compact JSON of the old value; undefined when the path did not exist. */
  before?: string;
  /** Compact JSON of the new value; undefined when the path is gone. */
  after?: string;
}

const MAX_VALUE = 80;

function compact(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function flatten(value: unknown, path: string, out: Map<string, string>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (entries.length === 0) out.set(path, Array.isArray(value) ? '[]' : '{}');
    for (const [key, child] of entries) flatten(child, path ? `${path}.${key}` : key, out);
    return;
  }
  if (value !== undefined) out.set(path, compact(value));
}

/**
 * The paths that differ between two audit snapshots.
 * @example auditDiff({ status: 'pending' }, { status: 'completed', amount: '5.00' })
 * // [{ path: 'status', before: 'pending', after: 'completed' }, { path: 'amount', after: '5.00' }]
 */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const left = new Map<string, string>();
  const right = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', left);
  if (after !== null && after !== undefined) flatten(after, '', right);
  const lines: DiffLine[] = [];
  for (const path of new Set([...left.keys(), ...right.keys()])) {
    const b = left.get(path);
    const a = right.get(path);
    if (b === a) continue;
    lines.push({ path, ...(b === undefined ? {} : { before: b }), ...(a === undefined ? {} : { after: a }) });
  }
  return lines;
}
