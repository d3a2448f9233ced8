/** Settings both renderer builds share (the Electron renderer and the web app), so they cannot drift. */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const projectRoot = import.meta.dirname;

export const aliases = {
  '@shared': resolve(projectRoot, 'src/shared'),
  '@renderer': resolve(projectRoot, 'src/renderer/src'),
};

export const rendererRoot = resolve(projectRoot, 'src/renderer');

/** The renderer's Vite options, minus where it is written. */
export function rendererConfig(): UserConfig {
  return {
    root: rendererRoot,
    resolve: { alias: aliases },
    plugins: [react()],
    envDir: projectRoot,
  };
}
