import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainedFindings, parseSarif } from '../../../scripts/audit-security';

describe('audit:security', () => {
  it('reads findings from SARIF, global checks without a file as N/A', () => {
    const sarif = JSON.stringify({
      runs: [
        {
          results: [
            { ruleId: 'CSP_GLOBAL_CHECK', level: 'warning', locations: [{ physicalLocation: { artifactLocation: { uri: 'file:///' }, region: { startLine: 1 } } }] },
            { ruleId: 'SANDBOX_JS_CHECK', level: 'warning', locations: [{ physicalLocation: { artifactLocation: { uri: 'main/window.ts' }, region: { startLine: 36 } } }] },
          ],
        },
      ],
    });
    expect(parseSarif(sarif)).toEqual([
      { check: 'CSP_GLOBAL_CHECK', file: 'N/A', line: 1, level: 'warning' },
      { check: 'SANDBOX_JS_CHECK', file: 'main/window.ts', line: 36, level: 'warning' },
    ]);
  });

  it('counts a finding as explained only with a reason in the findings table of SECURITY.md', () => {
    const md = '# S\n## Other\n| `X_CHECK` | `a.ts` | elsewhere |\n## Electronegativity findings\n| check | file | why |\n| --- | --- | --- |\n| `A_CHECK` | `main/a.ts` | because |\n| `B_CHECK` | `main/b.ts` |  |\n';
    expect([...explainedFindings(md)]).toEqual(['A_CHECK main/a.ts']);
  });

  it('the project SECURITY.md explains every check it lists with a reason', () => {
    const explained = explainedFindings(readFileSync(resolve(import.meta.dirname, '../../../SECURITY.md'), 'utf8'));
    expect(explained.size).toBeGreaterThanOrEqual(7);
  });
});
