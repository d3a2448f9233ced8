/**
 * The import rules of eslint.config.js (ARCHITECTURE.md "Renderer: layers"), run through ESLint's
 * Node API on small snippets: imports only point down (app > features > api > platform), and a
 * feature is imported from outside only through its index.ts, or by app/ through its `pages`
 * (the lazy page loaders) and `setup` (what the composition root wires) entries. The files need not exist: rules see only the path and the code.
 * Also the zod/mini guard of issue 15: classic zod is refused anywhere under src/.
 */
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

describe("zod/mini only under src/ (issue 15 bundle budget; @typescript-eslint/no-restricted-imports)", () => {
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

describe('axios only in the renderer api layer (issue 15: it loads after hydration)', () => {
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
