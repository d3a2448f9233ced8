/**
 * Vitest runs three projects, one per test folder (`npm run test:<project>` runs one):
 * `unit` (tests/unit, Node: pure logic, main-process logic, the demo API through fastify.inject),
 * `component` (tests/component, jsdom: React components and hooks) and `contract`
 * (tests/contract/*.test.ts, Node: the main-process half of the desktop bridge contract).
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.shared.ts';
import { commonPasswordsModule } from './scripts/vite/common-passwords.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // A worker per core, at least two: Vitest's default (cores − 1) left one of a 2-core machine's
    // cores idle while the demo API tests wait on scrypt and SQLite.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        plugins: [commonPasswordsModule()],
        resolve: { alias: aliases },
        // 20 s, as the component project: a demo API test starts a server (migrations, seeded
        // accounts' password hashes) in about 1 s alone and in 4–5 s on a busy 2-core machine.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 },
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
