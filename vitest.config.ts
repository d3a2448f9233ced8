/**
 * Vitest runs three projects, one per test folder (`npm run test:<project>` runs one):
 * `unit` (tests/unit, Node: pure logic, main-process logic, the demo API through fastify.inject),
 * `component` (tests/component, jsdom: React components and hooks) and `contract`
 * (tests/contract/*.test.ts, Node: the main-process half of the desktop bridge contract).
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.shared.ts';
import { commonPasswordsModule } from './scripts/vite/common-passwords.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        plugins: [commonPasswordsModule()],
        resolve: { alias: aliases },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias: aliases },
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
      },
      {
        plugins: [react(), commonPasswordsModule()],
        resolve: { alias: aliases },
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
