/**
 * `npm run audit:security`: Electronegativity (@doyensec/electronegativity) over src/, for the
 * Electron version the project installs, with every finding printed as
 * `audit | CHECK | file:line | severity | explained|NEW`. A finding is "explained" when SECURITY.md's
 * "Electronegativity findings" table has a row for its check and file saying why it does not apply.
 * Exit code 1 when a finding is not explained (a new one must be fixed or explained) or when the
 * scan fails.
 *
 *   npx tsx scripts/audit-security.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..');
const outDir = resolve(projectRoot, 'node_modules/.cache/audit');

/** One finding: check id, file relative to src/, line, SARIF level. */
export interface Finding {
  check: string;
  file: string;
  line: number;
  level: string;
}

interface Sarif {
  runs: Array<{
    results: Array<{
      ruleId: string;
      level?: string;
      locations?: Array<{ physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } } }>;
    }>;
  }>;
}

/** Reads the findings out of Electronegativity's SARIF report. Global checks have no file: "N/A". */
export function parseSarif(text: string): Finding[] {
  const sarif = JSON.parse(text) as Sarif;
  return sarif.runs.flatMap((run) =>
    run.results.map((result) => {
      const location = result.locations?.[0]?.physicalLocation;
      const uri = location?.artifactLocation?.uri ?? '';
      return { check: result.ruleId, file: uri === 'file:///' || uri === '' ? 'N/A' : uri, line: location?.region?.startLine ?? 0, level: result.level ?? 'none' };
    }),
  );
}

/** The (check, file) pairs SECURITY.md explains: rows `| `CHECK` | `file` | why |` of its findings table. */
export function explainedFindings(securityMd: string): Set<string> {
  const section = securityMd.split(/^## /m).find((part) => part.startsWith('Electronegativity findings')) ?? '';
  const explained = new Set<string>();
  for (const match of section.matchAll(/^\|\s*`([A-Z_]+)`\s*\|\s*`([^`]+)`\s*\|\s*\S.*\|\s*$/gm)) explained.add(`${match[1]} ${match[2]}`);
  return explained;
}

function main(): number {
  mkdirSync(outDir, { recursive: true });
  const electronVersion = (JSON.parse(readFileSync(resolve(projectRoot, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version;
  const report = resolve(outDir, 'electronegativity.sarif');
  // -e: judge defaults by the installed Electron (the tool cannot detect it from TypeScript sources
  // and would otherwise assume 0.1.0, whose defaults were unsafe).
  const scan = spawnSync('npx', ['electronegativity', '-i', 'src', '-r', '-e', electronVersion, '-o', report, '-v', 'false'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (scan.status !== 0) {
    console.error(scan.stdout, scan.stderr);
    console.log(`audit | electronegativity failed (exit ${scan.status})`);
    return 1;
  }
  const findings = parseSarif(readFileSync(report, 'utf8'));
  const explained = explainedFindings(readFileSync(resolve(projectRoot, 'SECURITY.md'), 'utf8'));
  let unexplained = 0;
  console.log(`audit | electronegativity over src/, Electron ${electronVersion}: ${findings.length} finding(s)`);
  for (const finding of findings) {
    const ok = explained.has(`${finding.check} ${finding.file}`);
    if (!ok) unexplained += 1;
    console.log(`audit | ${finding.check} | ${finding.file}:${finding.line} | ${finding.level} | ${ok ? 'explained in SECURITY.md' : 'NEW: fix it or explain it in SECURITY.md'}`);
  }
  console.log(`audit | ${findings.length - unexplained} explained, ${unexplained} unexplained`);
  return unexplained > 0 ? 1 : 0;
}

if (import.meta.filename === process.argv[1]) process.exit(main());
