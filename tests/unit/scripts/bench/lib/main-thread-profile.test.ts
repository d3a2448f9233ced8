import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { breakDownTrace, shareOfGroup, SourceOwners } from '../../../../../scripts/bench/lib/main-thread-profile';

const origin = 'http://127.0.0.1:4861';
const entryUrl = `${origin}/assets/index.js`;

/** A build folder with assets/index.js mapped: columns 0–9 react-dom, 10–19 @griffel/core, 20– our code. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'main-thread-profile-'));
  mkdirSync(join(dist, 'assets'));
  const map = new SourceMapGenerator({ file: 'index.js' });
  map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 1, column: 0 }, source: '../../node_modules/react-dom/index.js' });
  map.addMapping({ generated: { line: 1, column: 10 }, original: { line: 1, column: 0 }, source: '../../node_modules/@griffel/core/index.js' });
  map.addMapping({ generated: { line: 1, column: 20 }, original: { line: 1, column: 0 }, source: '../../src/renderer/src/main.tsx' });
  writeFileSync(join(dist, 'assets/index.js'), 'x'.repeat(30));
  writeFileSync(join(dist, 'assets/index.js.map'), map.toString());
  return dist;
}

const frame = (functionName: string, columnNumber = 0, url = entryUrl) => ({ functionName, url, lineNumber: 0, columnNumber });

/**
 * A page load on one thread: navigation at 0, fs:entry at 10 ms, fs:started at 20 ms, fs:hydrated at
 * 40 ms; samples every 5 ms (times in µs, as traces give them).
 */
function fakeTrace(withHydrated = true) {
  const at = (ms: number) => 1_000_000 + ms * 1000;
  const mark = (name: string, ms: number) => ({ name, cat: 'blink.user_timing', ph: 'R', ts: at(ms), pid: 1, tid: 7 });
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)' } },
    { id: 2, callFrame: { functionName: '(program)' } },
    { id: 3, callFrame: frame('evaluate', 20) },
    { id: 4, callFrame: frame('hydrateRoot', 0) },
    { id: 5, callFrame: frame('insertRules', 10) },
    { id: 6, callFrame: frame('startApp', 20) },
    { id: 7, callFrame: { functionName: '(garbage collector)' } },
    { id: 8, callFrame: { functionName: '(idle)' } },
  ];
  // One sample per 5 ms from 0 to 45 ms: program, evaluate, (entry) startApp, React, React, Griffel, GC, idle, React, after the end.
  const samples = [2, 3, 6, 4, 4, 5, 7, 8, 4, 6];
  return [
    { name: 'navigationStart', ph: 'R', ts: at(0), pid: 1, tid: 7 },
    mark('fs:entry', 10),
    mark('fs:started', 20),
    ...(withHydrated ? [mark('fs:hydrated', 45)] : []),
    { name: 'Profile', ph: 'P', id: '0x1', ts: at(0), pid: 1, tid: 7, args: { data: { startTime: at(0) } } },
    { name: 'ProfileChunk', ph: 'P', id: '0x1', ts: at(50), pid: 1, tid: 8, args: { data: { cpuProfile: { nodes, samples }, timeDeltas: [0, ...samples.slice(1).map(() => 5000)] } } },
    // Tasks: one of 80 ms (30 ms blocking), one of 40 ms (not long), one outside the window.
    { name: 'RunTask', ph: 'X', ts: at(1), dur: 80_000, pid: 1, tid: 7 },
    { name: 'RunTask', ph: 'X', ts: at(30), dur: 40_000, pid: 1, tid: 7 },
    { name: 'RunTask', ph: 'X', ts: at(500), dur: 90_000, pid: 1, tid: 7 },
    // Browser work inside the first task: HTML parsed for 10 ms (1 ms of it a style sheet), a 5 ms layout; a network message in the second.
    { name: 'ParseHTML', ph: 'X', ts: at(2), dur: 10_000, pid: 1, tid: 7 },
    { name: 'ParseAuthorStyleSheet', ph: 'X', ts: at(3), dur: 1_000, pid: 1, tid: 7 },
    { name: 'Layout', ph: 'X', ts: at(15), dur: 5_000, pid: 1, tid: 7 },
    { name: 'Receive mojo message', ph: 'X', ts: at(31), dur: 4_000, pid: 1, tid: 7 },
    // The entry and a chunk asked for before React started, a picture too; the entry arrives at 8 ms.
    { name: 'ResourceSendRequest', ph: 'I', ts: at(2), pid: 1, tid: 7, args: { data: { requestId: 'a', url: entryUrl } } },
    { name: 'ResourceSendRequest', ph: 'I', ts: at(3), pid: 1, tid: 7, args: { data: { requestId: 'b', url: `${origin}/assets/Page.js` } } },
    { name: 'ResourceSendRequest', ph: 'I', ts: at(4), pid: 1, tid: 7, args: { data: { requestId: 'c', url: `${origin}/api/picture.svg` } } },
    { name: 'ResourceSendRequest', ph: 'I', ts: at(25), pid: 1, tid: 7, args: { data: { requestId: 'd', url: `${origin}/assets/Later.js` } } },
    { name: 'ResourceFinish', ph: 'I', ts: at(8), pid: 1, tid: 7, args: { data: { requestId: 'a' } } },
  ];
}

describe('main-thread profile (the throttled phone: where start-up spends the main thread)', () => {
  it('puts each package in its share', () => {
    expect(shareOfGroup('@griffel/core')).toBe('style work (Griffel)');
    expect(shareOfGroup('stylis')).toBe('style work (Griffel)');
    expect(shareOfGroup('react-dom')).toBe('React');
    expect(shareOfGroup('scheduler')).toBe('React');
    expect(shareOfGroup('@fluentui/react-button')).toBe('Fluent UI');
    expect(shareOfGroup('app:features/auth')).toBe('our own code');
    expect(shareOfGroup('shared')).toBe('our own code');
    expect(shareOfGroup('i18next')).toBe('other libraries');
  });

  it('splits samples into entry evaluation, owners by source map, browser work and GC; leaves idle and what follows fs:hydrated out', () => {
    const profile = breakDownTrace(fakeTrace(), new SourceOwners(fakeBuild(), origin), entryUrl);
    expect(profile.shares).toEqual({
      'entry evaluation': 5,
      'style work (Griffel)': 5,
      React: 15,
      'Fluent UI': 0,
      'our own code': 5,
      'other libraries': 0,
      'browser (HTML, style, layout, paint)': 5,
      'garbage collection': 5,
    });
    expect(profile.windowMs).toBe(45);
    expect(profile.hydratedMarked).toBe(true);
    expect(profile.longTasks).toBe(1);
    expect(profile.blockingMs).toBe(30);
    expect(profile.entryLoadedMs).toBe(8);
    expect(profile.scriptsBeforeStart).toBe(2);
    // JavaScript self time by source module, entry evaluation included (main.tsx: evaluate and startApp).
    expect(profile.hotspots).toEqual([
      { module: 'node_modules/react-dom/index.js', ms: 15 },
      { module: 'src/renderer/src/main.tsx', ms: 10 },
      { module: 'node_modules/@griffel/core/index.js', ms: 5 },
    ]);
    // Self times: the style sheet's 1 ms is counted once (under parse HTML, not twice).
    expect(profile.browserWork).toEqual({ 'parse HTML': 10, 'style and layout': 5, paint: 0, 'network messages (IPC)': 4 });
  });

  it('cuts the window 3 s after fs:started when the page never marks fs:hydrated', () => {
    const profile = breakDownTrace(fakeTrace(false), new SourceOwners(fakeBuild(), origin), entryUrl);
    expect(profile.hydratedMarked).toBe(false);
    expect(profile.windowMs).toBe(3020);
  });

  it('counts functions of files without a source map as other libraries', () => {
    const owners = new SourceOwners(fakeBuild(), origin);
    expect(owners.hasMap(entryUrl)).toBe(true);
    expect(owners.hasMap(`${origin}/assets/missing.js`)).toBe(false);
    expect(owners.share(`${origin}/assets/missing.js`, 0, 0)).toBe('other libraries');
    expect(owners.share('', 0, 0)).toBe('other libraries');
    expect(owners.module(`${origin}/assets/missing.js`, 0, 0)).toBe('(no source map)');
    expect(owners.module('http://elsewhere.test/probe.js', 0, 0)).toBe("(not the build's)");
  });

  it('refuses a trace without the fs:entry mark or without a CPU profile', () => {
    const owners = new SourceOwners(fakeBuild(), origin);
    expect(() => breakDownTrace(fakeTrace().filter((event) => event.name !== 'fs:entry'), owners)).toThrow('no fs:entry mark');
    expect(() => breakDownTrace(fakeTrace().filter((event) => event.name !== 'Profile'), owners)).toThrow('no CPU profile');
  });
});
