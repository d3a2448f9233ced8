/**
 * Griffel ahead of time (docs/product-rules.md §Performance 14): the project's `makeStyles` and
 * `makeResetStyles` calls become `__styles` / `__resetStyles` with their CSS rules already resolved
 * at build time, as Fluent UI ships its own components, so the browser does no style resolution
 * while the app starts. The transform is Griffel's own (`@griffel/vite-plugin`, which runs
 * wyw-in-js with the tag processors `@fluentui/react-components` declares); wyw-in-js evaluates each
 * styled module's imports at build time, through Babel, hence the TypeScript and JSX presets.
 *
 * Client builds only. The server entry (the pre-render and request-time render) keeps the runtime
 * `makeStyles`: it resolves the same rules to the same class names (Griffel hashes the rule, not
 * where it was resolved), which the hydration test checks on every pre-rendered page; and the
 * evaluator ran out of heap on the server build's dependency graph. Vitest does not build, so the
 * component tests run the runtime path too.
 */
import griffel from '@griffel/vite-plugin';
import type { Plugin } from 'vite';

/** Babel presets for the modules wyw-in-js evaluates (our sources are TypeScript and JSX). */
export const GRIFFEL_BABEL_PRESETS = ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] as const;

/** The plugin, applied to `vite build` of a client (not `--ssr`, not the dev server). */
export function griffelAheadOfTime(): Plugin {
  const plugin = griffel({ babelOptions: { presets: [...GRIFFEL_BABEL_PRESETS] } }) as Plugin;
  return { ...plugin, name: 'figure-shop:griffel-aot', apply: (_config, env) => env.command === 'build' && !env.isSsrBuild };
}
