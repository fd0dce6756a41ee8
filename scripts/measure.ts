// The code-shape measures of the restructuring: source files over 400 lines, functions
// over 80 lines, and `as unknown as` casts. `npm run measure` prints them; `--list` names each one.
// Locale dictionaries and migrations are data, not code, and are not counted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isData = (path: string) => /src\/i18n\/locales\/|src\/server\/db\/migrations\//.test(path);

export interface Measures {
  longFiles: { file: string; lines: number }[];
  longFunctions: { file: string; name: string; lines: number }[];
  unknownCasts: { file: string; line: number }[];
}

export function measure(dirs = ['src']): Measures {
  const result: Measures = { longFiles: [], longFunctions: [], unknownCasts: [] };
  for (const path of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    if (isData(path)) continue;
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_FILE_LINES) result.longFiles.push({ file, lines });
    text.split('\n').forEach((line, index) => {
      if (line.includes('as unknown as')) result.unknownCasts.push({ file, line: index + 1 });
    });
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const span = end - start + 1;
        if (span > MAX_FUNCTION_LINES)
          result.longFunctions.push({ file, name: functionName(node), lines: span });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return result;
}

function functionName(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isCallExpression(parent))
    return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { longFiles, longFunctions, unknownCasts } = measure();
  console.log(`files over ${MAX_FILE_LINES} lines: ${longFiles.length}`);
  console.log(`functions over ${MAX_FUNCTION_LINES} lines: ${longFunctions.length}`);
  console.log(`'as unknown as' casts: ${unknownCasts.length}`);
  if (process.argv.includes('--list')) {
    for (const f of longFiles) console.log(`  file ${f.file}: ${f.lines}`);
    for (const f of longFunctions.sort((a, b) => b.lines - a.lines))
      console.log(`  function ${f.file} ${f.name}: ${f.lines}`);
    for (const c of unknownCasts) console.log(`  cast ${c.file}:${c.line}`);
  }
}
