/**
 * Vitest runs two projects: `unit` (Node: pure logic, main-process logic, the demo API through
 * fastify.inject) and `component` (jsdom: React components and hooks).
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.shared.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'] },
      },
      {
        plugins: [react()],
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
