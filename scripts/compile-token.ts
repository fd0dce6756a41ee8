/**
 * `npm run contracts`: compiles contracts/TestUSDT.sol (the chain tests' ERC-20) with
 * the `solc` package's standard JSON interface into contracts/TestUSDT.json — its ABI and
 * creation bytecode, formatted as Prettier would. Run it after changing the source; both files
 * are committed, so the tests never compile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import solc from 'solc';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'contracts/TestUSDT.sol');
const artifact = path.join(root, 'contracts/TestUSDT.json');

interface Output {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

const input = {
  language: 'Solidity',
  sources: { 'TestUSDT.sol': { content: readFileSync(source, 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    // An EVM version every node the tests may meet runs (anvil's default hardfork is newer).
    evmVersion: 'cancun',
    outputSelection: { '*': { TestUSDT: ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input))) as Output;
for (const problem of output.errors ?? []) console.error(problem.formattedMessage);
if (output.errors?.some((problem) => problem.severity === 'error')) process.exit(1);

const contract = output.contracts?.['TestUSDT.sol']?.TestUSDT;
if (!contract) throw new Error('solc produced no TestUSDT contract');
const json = JSON.stringify({
  contractName: 'TestUSDT',
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
});
const options = (await prettier.resolveConfig(artifact)) ?? {};
writeFileSync(artifact, await prettier.format(json, { ...options, filepath: artifact }));
console.log(
  `wrote ${path.relative(root, artifact)} (${contract.evm.bytecode.object.length / 2} bytes of bytecode)`,
);
