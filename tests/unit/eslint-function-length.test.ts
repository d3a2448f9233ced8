/**
 * The function-length rule of eslint.config.js, run through ESLint's Node API on generated
 * snippets: under src/, a function (a React component too) over 80 lines, not counting blank lines
 * and comments, is refused unless an `eslint-disable-next-line max-lines-per-function -- <why>`
 * says why it is one function. The files need not exist: rules see only the path and the code.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

// The first lint loads eslint.config.js and its plugins (seconds on a busy machine): do it here.
beforeAll(async () => {
  eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });
  await eslint.lintText('', { filePath: 'src/shared/warm-up.ts' });
}, 60_000);

/** A function `name` spanning `lines` lines (its first and last line included), each inner one a statement. */
function longFunction(lines: number, name = 'long'): string {
  const additions = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};`);
  return [`export function ${name}(): number {`, '  let total = 0;', ...additions, '  return total;', '}'].join('\n');
}

/** The ids of the rules broken by `code` at `filePath`. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('max-lines-per-function (80, blank lines and comments not counted) under src/', () => {
  it.each(['src/renderer/src/features/auth/x.ts', 'src/demo-api/x.ts', 'src/shared/x.ts', 'src/main/x.ts'])('refuses an 81-line function in %s', async (file) => {
    expect(await brokenRules(file, longFunction(81))).toContain('max-lines-per-function');
  });

  it('allows an 80-line function', async () => {
    expect(await brokenRules('src/shared/x.ts', longFunction(80))).toEqual([]);
  });

  it('refuses a React component over the limit', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => `      <li>${i}</li>`);
    const component = ['export function List() {', '  return (', '    <ul>', ...rows, '    </ul>', '  );', '}'].join('\n');
    expect(await brokenRules('src/renderer/src/features/ui/List.tsx', component)).toContain('max-lines-per-function');
  });

  it('does not count blank lines or comments', async () => {
    const padded = longFunction(80).replace('  let total = 0;', '  let total = 0;\n\n  // a comment\n  /* and another */\n');
    expect(padded.split('\n').length).toBeGreaterThan(81);
    expect(await brokenRules('src/shared/x.ts', padded)).toEqual([]);
  });

  it('allows a long function whose eslint-disable comment says why', async () => {
    const explained = `// eslint-disable-next-line max-lines-per-function -- one table of cases, read top to bottom\n${longFunction(90)}`;
    expect(await brokenRules('src/shared/x.ts', explained)).toEqual([]);
  });

  it('leaves files outside src/ alone (tests, scripts)', async () => {
    expect(await brokenRules('tests/unit/x.test.ts', longFunction(120))).not.toContain('max-lines-per-function');
    expect(await brokenRules('scripts/x.ts', longFunction(120))).not.toContain('max-lines-per-function');
  });
});
