// ESLint flat config: typescript-eslint's recommended rules over all TypeScript, React hooks rules
// in the renderer, the layer rule of ARCHITECTURE.md (imports only point down) and the feature
// boundary (a feature is imported from outside only through its index.ts, and only by the
// features the dependency table lets import it: features form a tree).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Issue 15 (bundle budget): classic zod's chained methods defeat tree-shaking (about 25 kB gzip on
 * the first route), so the project speaks zod/mini only. typescript-eslint's copy of the rule is
 * used so that it adds to, rather than replaces, the core no-restricted-imports of the blocks below.
 */
const classicZod = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message: "Use 'zod/mini' (issue 15 bundle budget: classic zod is not tree-shaken).",
}));

/**
 * Issue 15: axios loads with the API chunk (src/renderer/src/api/runtime.ts) after hydration; a
 * value import of it anywhere else in the renderer would put it back on the first route. Types are free.
 */
const axiosOutsideApi = ['axios', 'axios-retry'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Only src/renderer/src/api imports axios (issue 15: it loads after hydration); use isHttpError from '@renderer/api/http'.",
}));

const rendererOutside = { group: ['electron', '**/main/*', '**/demo-api/*'], message: 'The renderer never imports the main process or the demo API.' };

const rendererLayers = {
  platform: ['@renderer/api/*', '@renderer/features/*', '@renderer/app/*'],
  api: ['@renderer/features/*', '@renderer/app/*'],
  features: ['@renderer/app/*'],
};

const rendererSrc = resolve(dirname(fileURLToPath(import.meta.url)), 'src/renderer/src');

/** `[feature, ...rest]` when `file` (absolute) lies in src/renderer/src/features/<feature>/, else null. */
function featurePath(file) {
  const parts = relative(rendererSrc, file).split(sep);
  return parts[0] === 'features' && parts.length >= 2 ? parts.slice(1) : null;
}

/**
 * ARCHITECTURE.md: "A feature may use another feature's public API (its index.ts), never its
 * internals." Refuses, from outside feature X, any import (static, re-export or dynamic `import()`,
 * through `@renderer/` or a relative path) of a module inside features/X other than its index.
 * Two more entries are public to app/** only: `@renderer/features/X/pages` (the page loaders
 * app/router.tsx hands to React.lazy, so that pages stay out of the first route) and
 * `@renderer/features/X/setup` (what the composition root wires; kept out of the index that lazy
 * pages import, so they do not reach it).
 */
const appOnlyEntries = new Set(['pages', 'pages/index', 'setup', 'setup/index']);

/**
 * The features each feature may import (through its index, types included), and no others: a
 * directed acyclic graph, so features form a tree with no import cycle (two features that import
 * each other are one feature in all but name, and neither can be understood, tested or loaded
 * alone). A feature that needs a part of one that imports it gets that part passed in from app/
 * (a prop or slot: app/pages/SettingsPage.tsx, app/pages/WishlistPage.tsx, the header's
 * `moderationPath`). A feature not listed imports no other feature. The rule refuses a table with
 * a cycle (featureCycle); tests/unit/eslint.config.test.ts checks this one has none.
 */
const featureDependencies = {
  auth: ['ui'],
  cart: ['auth', 'currency', 'preferences', 'toast', 'ui'],
  catalogue: ['cart', 'collection', 'currency', 'preferences', 'ui', 'wishlist'],
  checkout: ['auth', 'cart', 'collection', 'currency', 'orders', 'preferences', 'toast', 'ui'],
  collection: ['auth', 'currency', 'preferences', 'toast', 'ui', 'wishlist'],
  'colour-mode': ['preferences', 'ui'],
  fulfilment: ['auth', 'orders', 'ui'],
  connectivity: [],
  currency: ['preferences'],
  moderation: ['auth', 'catalogue', 'preferences', 'toast', 'ui'],
  notifications: ['auth', 'currency', 'preferences', 'ui'],
  orders: ['auth', 'collection', 'currency', 'preferences', 'toast', 'ui'],
  preferences: ['auth', 'toast', 'ui'],
  profile: ['auth', 'preferences', 'toast', 'ui'],
  pwa: [],
  toast: [],
  ui: [],
  wishlist: ['auth', 'preferences', 'ui'],
};

/**
 * The first cycle in a dependency table (`{ feature: [features it may import] }`) as the path that
 * closes it (`['a', 'b', 'a']`), or null when the table is acyclic. Depth-first search with the
 * three colours of CLRS 22.3 (a grey node met again is a back edge, i.e. a cycle).
 */
function featureCycle(table) {
  const state = new Map(); // feature → 'open' while on the path, 'done' once all it reaches is checked
  const path = [];
  const visit = (feature) => {
    if (state.get(feature) === 'done') return null;
    if (state.get(feature) === 'open') return [...path.slice(path.indexOf(feature)), feature];
    state.set(feature, 'open');
    path.push(feature);
    for (const next of table[feature] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of Object.keys(table)) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

/** Tables already found acyclic (the rule's options object is the same for every file). */
const checkedTables = new WeakSet();

/** `table`, once it is known to have no cycle. @throws Error naming the cycle (the lint run stops: the table itself is wrong). */
function acyclic(table) {
  if (checkedTables.has(table)) return table;
  const cycle = featureCycle(table);
  if (cycle) throw new Error(`figure-shop/feature-boundaries: the feature dependency table has a cycle: ${cycle.join(' → ')}`);
  checkedTables.add(table);
  return table;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deep: "'{{source}}' reaches inside the {{feature}} feature: import it from '@renderer/features/{{feature}}' (its index.ts).",
      direction:
        "'{{source}}': the {{importer}} feature may not import the {{feature}} feature (eslint.config.js featureDependencies: features form a tree, with no cycle). Pass the part in from app/ (a prop or slot) instead.",
    },
    schema: [
      {
        type: 'object',
        properties: { dependencies: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        required: ['dependencies'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const importer = context.filename;
    const ownFeature = featurePath(importer)?.[0];
    const dependencies = acyclic(context.options[0]?.dependencies ?? {});
    const allowed = new Set(ownFeature === undefined ? [] : (dependencies[ownFeature] ?? []));
    const inApp = relative(rendererSrc, importer).split(sep)[0] === 'app';
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      let target;
      if (source.startsWith('@renderer/')) target = resolve(rendererSrc, source.slice('@renderer/'.length));
      else if (source.startsWith('.')) target = resolve(dirname(importer), source);
      else return;
      const inside = featurePath(target);
      if (!inside || inside[0] === ownFeature) return;
      if (ownFeature !== undefined && !allowed.has(inside[0])) {
        context.report({ node, messageId: 'direction', data: { source, importer: ownFeature, feature: inside[0] } });
        return;
      }
      const rest = inside.slice(1).join('/').replace(/\.(tsx?|jsx?)$/, '');
      if (rest === '' || rest === 'index') return;
      if (inApp && appOnlyEntries.has(rest)) return;
      context.report({ node, messageId: 'deep', data: { source, feature: inside[0] } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'out', 'dist', 'dist-web', 'dist-web-e2e*', 'dist-web-contract', 'dist-web*-server', 'release', 'test-results', 'playwright-report', '.data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `interface Services extends XServices {}`: how a feature adds its services to the merged
      // Services interface (src/renderer/src/platform/services.tsx); an empty one without extends is still refused.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // A function (React components too) over 80 lines is split, or says why it is one function in
    // `// eslint-disable-next-line max-lines-per-function -- <why>`: long ones hide their steps.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/renderer/src/**/*.{ts,tsx}'],
    ignores: ['src/renderer/src/api/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [...classicZod, ...axiosOutsideApi] }] },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@renderer/*', 'electron', '**/main/*', '**/renderer/*', '**/demo-api/*'], message: 'src/shared is imported by every side and imports none of them.' }] }],
    },
  },
  {
    // The demo API stands for the shop's backend: it shares the contract (src/shared), nothing else.
    files: ['src/demo-api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@renderer/*', 'electron', '**/main/*', '**/renderer/*', '**/web-server/*'], message: 'src/demo-api imports src/shared only.' }] }],
    },
  },
  {
    // The web server serves the renderer's build and renders with its server entry; it imports
    // src/shared and scripts/prerender, never the renderer's source, Electron or the demo API.
    files: ['src/web-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@renderer/*', 'electron', '**/main/*', '**/renderer/*', '**/demo-api/*'], message: 'src/web-server imports src/shared and scripts/prerender only.' }] }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'figure-shop': { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [rendererOutside] }],
      'figure-shop/feature-boundaries': ['error', { dependencies: featureDependencies }],
    },
  },
  ...Object.entries(rendererLayers).map(([layer, forbidden]) => ({
    files: [`src/renderer/src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [rendererOutside, { group: forbidden, message: `The ${layer} layer may only import layers below it (ARCHITECTURE.md).` }] },
      ],
    },
  })),
);
