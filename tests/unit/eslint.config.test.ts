/**
 * The import rules of eslint.config.js (ARCHITECTURE.md "Renderer: layers"), run through ESLint's
 * Node API on small snippets: imports only point down (app > features > api > platform), and a
 * feature is imported from outside only through its index.ts, or by app/ through its `pages`
 * (the lazy page loaders) and `setup` (what the composition root wires) entries; and a feature
 * imports only the features the dependency table lets it (a DAG: features form a tree, no cycle).
 * The files need not exist: rules see only the path and the code.
 * Also the zod/mini guard of the first-route budget (docs/product-rules.md §Performance 1): classic
 * zod is refused anywhere under src/.
 */
import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const src = 'src/renderer/src';
let eslint: ESLint;

// The first lint loads eslint.config.js and its plugins (seconds on a busy machine): do it here.
beforeAll(async () => {
  eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });
  await eslint.lintText('', { filePath: `${src}/app/warm-up.ts` });
}, 60_000);

/** The ids of the rules that the import in `code` breaks when it sits in `file`. */
async function brokenRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${src}/${file}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('feature boundaries (figure-shop/feature-boundaries)', () => {
  it.each([
    ['a deep alias import from another feature', 'features/notifications/x.ts', "import { x } from '@renderer/features/auth/session-hooks';"],
    ['a deep alias import from the app', 'app/layout/x.ts', "import { x } from '@renderer/features/auth/components/AuthControls';"],
    ['a relative import into another feature', 'features/notifications/x.ts', "import { x } from '../auth/session-hooks';"],
    ['a relative import into another feature from a subfolder', 'features/notifications/pages/x.ts', "import { x } from '../../auth/session-hooks';"],
    ['a relative import into a feature from the app', 'app/x.ts', "import { x } from '../features/auth/routes';"],
    ['a re-export of another feature internal', 'features/notifications/x.ts', "export { x } from '@renderer/features/auth/routes';\nconst x = 1;"],
    ['a lazy import of a page module itself', 'app/router.tsx', "const x = import('@renderer/features/auth/pages/PasswordResetPage');"],
    ['the pages entry from another feature', 'features/profile/x.ts', "import { x } from '@renderer/features/auth/pages';"],
    ['the setup entry from another feature', 'features/profile/x.ts', "import { x } from '@renderer/features/auth/setup';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toContain('figure-shop/feature-boundaries');
  });

  it.each([
    ["another feature's index", 'features/notifications/x.ts', "import { x } from '@renderer/features/auth';"],
    ["another feature's index, relatively", 'features/notifications/x.ts', "import { x } from '../auth';"],
    ["a feature's own module, relatively", 'features/auth/components/x.ts', "import { x } from '../session-hooks';"],
    ["a feature's own module through the alias", 'features/auth/x.ts', "import { x } from '@renderer/features/auth/session-hooks';"],
    ['the pages entry from the app', 'app/router.tsx', "import { x } from '@renderer/features/auth/pages';"],
    ['the pages entry from the app, dynamically', 'app/router.tsx', "const x = import('@renderer/features/auth/pages');"],
    ['the setup entry from the app', 'app/services.ts', "import { x } from '@renderer/features/auth/setup';"],
    ['an app module from the app', 'app/layout/x.ts', "import { x } from '../pages/HomePage';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });
});

describe('features form a tree (figure-shop/feature-boundaries, featureDependencies)', () => {
  /** The dependency table the rule runs with, as ESLint resolves the config for a feature file. */
  async function dependencyTable(): Promise<Record<string, string[]>> {
    const config = (await eslint.calculateConfigForFile(`${src}/features/auth/x.ts`)) as { rules: Record<string, [unknown, { dependencies: Record<string, string[]> }]> };
    return config.rules['figure-shop/feature-boundaries']![1].dependencies;
  }

  /** The features of `table` in an order where each comes after all it imports (Kahn's algorithm); null when a cycle leaves some out. */
  function dependencyOrder(table: Record<string, string[]>): string[] | null {
    const waiting = new Map(Object.entries(table).map(([feature, imports]) => [feature, new Set(imports)]));
    const order: string[] = [];
    while (waiting.size > 0) {
      const ready = [...waiting].filter(([, imports]) => [...imports].every((feature) => !waiting.has(feature))).map(([feature]) => feature);
      if (ready.length === 0) return null;
      for (const feature of ready) waiting.delete(feature);
      order.push(...ready);
    }
    return order;
  }

  it('has a dependency table without a cycle, naming every feature folder', async () => {
    const table = await dependencyTable();
    expect(dependencyOrder(table)).not.toBeNull();
    expect(dependencyOrder({ a: ['b'], b: ['c'], c: ['a'] })).toBeNull(); // the check itself finds a cycle
    const folders = readdirSync(`${src}/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(Object.keys(table).sort()).toEqual(folders.sort());
    for (const imports of Object.values(table)) for (const feature of imports) expect(folders).toContain(feature);
  });

  it.each([
    ['auth → moderation (moderation imports auth)', 'features/auth/components/x.tsx', "import { x } from '@renderer/features/moderation';"],
    ['preferences → currency (currency imports preferences)', 'features/preferences/x.ts', "import { x } from '@renderer/features/currency';"],
    ['preferences → notifications (notifications imports preferences)', 'features/preferences/components/x.tsx', "import { x } from '@renderer/features/notifications';"],
    ['wishlist → catalogue (the catalogue imports the wishlist)', 'features/wishlist/x.ts', "import { x } from '@renderer/features/catalogue';"],
    ['an import against the direction, relatively', 'features/wishlist/components/x.tsx', "import { x } from '../../catalogue';"],
    ['a type-only import against the direction', 'features/preferences/x.ts', "import type { x } from '@renderer/features/currency';"],
    ['a lazy import against the direction', 'features/auth/x.ts', "const x = import('@renderer/features/moderation');"],
    ['a re-export against the direction', 'features/ui/x.ts', "export { x } from '@renderer/features/toast';\nconst x = 1;"],
    ['any feature import from a feature the table does not list', 'features/newfeature/x.ts', "import { x } from '@renderer/features/ui';"],
  ])('refuses %s', async (_name, file, code) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${src}/${file}` });
    const refusals = result!.messages.filter((message) => message.ruleId === 'figure-shop/feature-boundaries');
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.message).toContain('featureDependencies');
  });

  it.each([
    ['currency → preferences', 'features/currency/x.ts', "import { x } from '@renderer/features/preferences';"],
    ['catalogue → wishlist (its heart)', 'features/catalogue/components/x.tsx', "import { x } from '@renderer/features/wishlist';"],
    ['moderation → auth', 'features/moderation/pages/x.tsx', "import type { x } from '@renderer/features/auth';"],
    ['the app → any feature', 'app/pages/x.tsx', "import { x } from '@renderer/features/currency';\nimport { y } from '@renderer/features/preferences';\nconsole.log(y);"],
  ])('allows %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });

  it('refuses to lint with a dependency table that has a cycle, naming it', async () => {
    const cyclic = new ESLint({
      overrideConfigFile: 'eslint.config.js',
      overrideConfig: { files: ['src/renderer/**/*.{ts,tsx}'], rules: { 'figure-shop/feature-boundaries': ['error', { dependencies: { auth: ['ui'], ui: ['toast'], toast: ['auth'] } }] } },
    });
    await expect(cyclic.lintText('export const x = 1;\n', { filePath: `${src}/features/auth/x.ts` })).rejects.toThrow('the feature dependency table has a cycle: auth → ui → toast → auth');
  }, 60_000);
});

describe('layers: imports only point down (no-restricted-imports)', () => {
  it.each([
    ['features → app', 'features/auth/x.ts', "import { x } from '@renderer/app/services';"],
    ['api → features', 'api/x.ts', "import { x } from '@renderer/features/auth';"],
    ['api → app', 'api/x.ts', "import { x } from '@renderer/app/router';"],
    ['platform → api', 'platform/x.ts', "import { x } from '@renderer/api/client';"],
    ['platform → features', 'platform/x.ts', "import { x } from '@renderer/features/toast';"],
    ['the renderer → the main process', 'features/auth/x.ts', "import { x } from '../../../../main/config';"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['app → features', 'app/x.ts', "import { x } from '@renderer/features/auth';"],
    ['features → api', 'features/auth/x.ts', "import { x } from '@renderer/api/client';"],
    ['features → platform', 'features/auth/x.ts', "import { x } from '@renderer/platform/services';"],
    ['api → platform', 'api/x.ts', "import { x } from '@renderer/platform';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await brokenRules(file, code)).toEqual([]);
  });
});

describe("zod/mini only under src/ (§Performance 1 bundle budget; @typescript-eslint/no-restricted-imports)", () => {
  /** The messages of the import rules that `code` breaks at `filePath` (relative to the repository). */
  async function zodProblems(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const used = z;\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
  }

  it.each([
    ['the renderer', `${src}/api/x.ts`, "import { z } from 'zod';"],
    ['the shared contract', 'src/shared/api/x.ts', "import { z } from 'zod';"],
    ['the demo API, type only', 'src/demo-api/x.ts', "import type { z } from 'zod';"],
    ['the main process, through zod/v4', 'src/main/x.ts', "import { z } from 'zod/v4';"],
  ])('refuses classic zod in %s, pointing at zod/mini', async (_name, filePath, code) => {
    const problems = await zodProblems(filePath, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("Use 'zod/mini'");
  });

  it.each([
    ['zod/mini in the renderer', `${src}/api/x.ts`, "import { z } from 'zod/mini';"],
    ['zod/mini in the demo API', 'src/demo-api/x.ts', "import { z } from 'zod/mini';"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await zodProblems(filePath, code)).toEqual([]);
  });
});

describe('axios only in the renderer api layer (§Performance 1: it loads after hydration)', () => {
  async function axiosProblems(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const used = axios;\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
  }

  it.each([
    ['a feature', `${src}/features/auth/x.ts`, "import axios from 'axios';"],
    ['the app', `${src}/app/x.ts`, "import axiosRetry from 'axios-retry';\nconst axios = axiosRetry;"],
  ])('refuses a value import of axios in %s', async (_name, filePath, code) => {
    const problems = await axiosProblems(filePath, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('isHttpError');
  });

  it.each([
    ['the api layer', `${src}/api/x.ts`, "import axios from 'axios';"],
    ['a type import in a feature', `${src}/features/auth/x.ts`, "import type { AxiosError } from 'axios';\nconst axios: AxiosError | null = null;"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await axiosProblems(filePath, code)).toEqual([]);
  });

  it('still refuses classic zod in a feature', async () => {
    const [result] = await eslint.lintText("import { z } from 'zod';\nexport const used = z;\n", { filePath: `${src}/features/auth/x.ts` });
    expect(result!.messages.map((message) => message.message).join('\n')).toContain("Use 'zod/mini'");
  });
});

describe('src/web-server imports src/shared and scripts/prerender only', () => {
  async function serverProblems(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: 'src/web-server/x.ts' });
    return result!.messages.map((message) => message.ruleId ?? message.message);
  }

  it.each([
    ['the renderer', "import { x } from '../renderer/src/app/router';"],
    ['the renderer through its alias', "import { x } from '@renderer/app/router';"],
    ['the main process', "import { x } from '../main/csp';"],
    ['the demo API', "import { x } from '../demo-api/server';"],
  ])('refuses %s', async (_name, code) => {
    expect(await serverProblems(code)).toContain('no-restricted-imports');
  });

  it('allows src/shared and scripts/prerender', async () => {
    expect(await serverProblems("import { x } from '../shared/prerender/select-page';\nimport { y } from '../../scripts/prerender/request-render';\nconsole.log(y);")).toEqual([]);
  });
});
