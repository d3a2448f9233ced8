/**
 * Electron security checklist items checked on the repository itself (docs/product-rules.md §Security 14):
 * the fuses the packaging config flips (§19), and that the installed Electron is a supported major
 * ("keep Electron up to date": Electron supports its three latest stable majors).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const require = createRequire(import.meta.url);
// js-yaml is what electron-builder itself reads its config with; it ships no types.
const yaml = require('js-yaml') as { load(text: string): unknown };

/** The fuses the packaged binary must have, and their values (Electron security checklist §19; electron/fuses). */
const REQUIRED_FUSES = {
  runAsNode: false,
  enableCookieEncryption: true,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  loadBrowserProcessSpecificV8Snapshot: false,
  grantFileProtocolExtraPrivileges: false,
} as const;

describe('electron-builder.yml: Electron fuses', () => {
  const config = yaml.load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as { electronFuses?: Record<string, unknown>; asar?: unknown };

  it.each(Object.entries(REQUIRED_FUSES))('sets %s to %s', (fuse, value) => {
    expect(config.electronFuses?.[fuse]).toBe(value);
  });

  it('packs the app into asar (onlyLoadAppFromAsar and the integrity check need it)', () => {
    expect(config.asar).toBe(true);
  });
});

/** Major of a version string like "45.4.1" or "46.0.0-alpha.3". */
const major = (version: string) => Number(version.split('.')[0]);

describe('the installed Electron is a supported major', () => {
  // The electron package ships no release or support data (package.json, checksums.json, abi_version,
  // electron.d.ts only). The release list used is electron-to-chromium's full-versions.json, already
  // installed (through browserslist): every Electron release, pre-releases marked with "-".
  const electronPackage = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string };
  const releases = Object.keys(JSON.parse(readFileSync(require.resolve('electron-to-chromium/full-versions.json'), 'utf8')) as Record<string, string>);

  it('the typings match the installed version', () => {
    const typings = readFileSync(require.resolve('electron/electron.d.ts'), 'utf8');
    expect(typings).toContain(`Type definitions for Electron ${electronPackage.version}`);
  });

  it('is one of the three latest stable majors (Electron\'s support policy)', () => {
    const stableMajors = [...new Set(releases.filter((version) => !version.includes('-')).map(major))];
    expect(stableMajors.length).toBeGreaterThan(3);
    const newest = Math.max(...stableMajors);
    const supported = [newest, newest - 1, newest - 2];
    // A major newer than the data knows is newer still, so supported too.
    expect(major(electronPackage.version) >= Math.min(...supported), `Electron ${electronPackage.version}: supported majors are ${supported.join(', ')}`).toBe(true);
  });
});
