/**
 * The vocabulary is written once: ESLint refuses a list of its words written again in the app
 * (an array, a union type, a pattern), and lets the vocabulary, the translations, a single typed
 * word and lists of other words through.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The vocabulary messages ESLint gives `code` written in the file `file`. */
async function restatements(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.startsWith('Restates'))
    .map((m) => m.message);
}

const ISLAND = 'src/islands/wallet/vocabularyLintSample.ts';

describe('the vocabulary lint rule', () => {
  it.each([
    ['networks in an array', "export const NETWORKS = ['TRC20', 'ERC20'] as const;\n", 'CRYPTO_NETWORKS'],
    ['networks in a union type', "export type Network = 'TRC20' | 'ERC20';\n", 'CRYPTO_NETWORKS'],
    ['networks in a pattern', 'export const NETWORK = /^(TRC20|ERC20)$/;\n', 'CRYPTO_NETWORKS'],
    ['limit kinds', "export const KINDS = ['deposit', 'loss'] as const;\n", 'LIMIT_KINDS'],
    ['limit periods', "export type Period = 'daily' | 'weekly' | 'monthly';\n", 'LIMIT_PERIODS'],
    [
      'deposit statuses',
      "export const STATUSES = ['pending', 'completed', 'rejected'] as const;\n",
      'DEPOSIT_STATUSES',
    ],
  ])('refuses %s outside the vocabulary', async (_what, code, name) => {
    const messages = await restatements(code, ISLAND);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.includes(name))).toBe(true);
    expect(await restatements(code, 'src/server/wallet/vocabularyLintSample.ts')).toEqual(messages);
  });

  it('lets the vocabulary and the translations write the words', async () => {
    const code = "export const CRYPTO_NETWORKS = ['TRC20', 'ERC20'] as const;\n";
    expect(await restatements(code, 'src/shared/vocabulary.ts')).toEqual([]);
    expect(await restatements(code, 'src/i18n/locales/en.ts')).toEqual([]);
  });

  it('lets a single typed word and lists of other words through', async () => {
    const code = [
      "import type { CryptoNetwork } from '#shared/vocabulary.ts';",
      "export const network: CryptoNetwork = 'TRC20';",
      "export const isErc = (n: CryptoNetwork) => n === 'ERC20';",
      "export const open = ['pending', 'approved'] as const;",
      "export const topics = ['deposit', 'withdrawal'] as const;",
      '',
    ].join('\n');
    expect(await restatements(code, ISLAND)).toEqual([]);
  });
});
