/**
 * Keeps the demo chain's anvil from outliving the server:
 * `node guard.ts <anvil> <args…>` runs anvil and stops it (SIGTERM: anvil writes its state
 * file, then exits) when asked to (SIGTERM, SIGINT, SIGHUP) or when its standard input ends —
 * which is when the server that started it has gone, however it went, SIGKILL included. It exits
 * with anvil.
 */
import { spawn } from 'node:child_process';

const [binary, ...args] = process.argv.slice(2);
if (!binary) {
  console.error('usage: node guard.ts <anvil> <args…>');
  process.exit(2);
}

const anvil = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
function stop() {
  if (stopping || anvil.exitCode !== null || anvil.signalCode !== null) return;
  stopping = true;
  anvil.kill('SIGTERM');
}

anvil.on('error', (error) => {
  console.error(`anvil could not start: ${error.message}`);
  process.exit(1);
});
anvil.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);
process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
