// ESLint flat config: typescript-eslint's recommended rules over all TypeScript, React hooks rules
// in the renderer, and the layer rule of ARCHITECTURE.md (imports only point down).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const rendererOutside = { group: ['electron', '**/main/*', '**/demo-api/*'], message: 'The renderer never imports the main process or the demo API.' };

const rendererLayers = {
  platform: ['@renderer/api/*', '@renderer/features/*', '@renderer/app/*'],
  api: ['@renderer/features/*', '@renderer/app/*'],
  features: ['@renderer/app/*'],
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'out', 'dist', 'dist-web', 'dist-web-e2e*', 'dist-web-contract', 'release', 'test-results', 'playwright-report', '.data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
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
    files: ['src/renderer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rendererOutside] }] },
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
