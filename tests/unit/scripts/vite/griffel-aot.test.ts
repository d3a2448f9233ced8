import type { ConfigEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { griffelAheadOfTime } from '../../../../scripts/vite/griffel-aot';

describe('griffelAheadOfTime (§Performance 14: no style resolution while the app starts)', () => {
  const applies = (env: ConfigEnv) => {
    const { apply } = griffelAheadOfTime();
    if (typeof apply !== 'function') throw new Error('apply should decide per build');
    return apply({}, env);
  };

  it('transforms the client build only: not the server entry (runtime makeStyles, same class names), not the dev server', () => {
    expect(applies({ command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(applies({ command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(applies({ command: 'serve', mode: 'development' })).toBe(false);
  });

  it("is Griffel's own transform, evaluating TypeScript and JSX sources", () => {
    const plugin = griffelAheadOfTime();
    expect(plugin.name).toBe('figure-shop:griffel-aot');
    expect(typeof plugin.transform).toBe('function');
  });
});
