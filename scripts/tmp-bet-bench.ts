// Temporary (not committed): the betting figures alone.
import { betBenchPglite, betBenchPostgres } from './bench/bets.ts';
for (const bench of [() => betBenchPostgres('postgres://postgres@127.0.0.1:5432/test', [64], 10), () => betBenchPglite([64], 10)]) {
  const b = await bench();
  for (const r of b.runs) console.log(b.engine, r.players, Math.round(r.bets.perSecond), Math.round(r.betsWithLossLimits.perSecond), (r.betsWithLossLimits.perSecond / r.bets.perSecond).toFixed(2), Math.round(r.baseline.perSecond));
}
process.exit(0);
