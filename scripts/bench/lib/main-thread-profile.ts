/**
 * Where a page's start-up spends the main thread, read from one Chromium trace (the CPU profiler's
 * samples and the page's own user-timing marks, one clock). The renderer marks two moments
 * (src/renderer/src/platform/start-marks.ts): `fs:entry` when the entry's own code begins (every
 * first-route module has been evaluated) and `fs:hydrated` when React has adopted the pre-rendered
 * page. Each sample's time (its gap to the next sample) is put in one share:
 * - entry evaluation: JavaScript before `fs:entry` (compiling and running the first route's modules);
 * - after it, by who owns the sampled function (its source through the build's source maps):
 *   style work (Griffel), React (react, react-dom, scheduler), Fluent UI, our own code, other libraries;
 * - browser work (HTML, style, layout, paint: V8's "(program)") and garbage collection, in any phase;
 *   the browser's work is split further by its trace events' self time (BROWSER_WORK: parse HTML,
 *   style and layout, paint, network messages); what is left of it is task overhead without events
 *   (and, under CPU throttling, the time the throttle holds the thread).
 * The window ends at `fs:hydrated` (or `fs:started` + 3 s when a page never says it hydrated). Idle is left out.
 * Also: the hottest modules (JavaScript self time per source module, in any phase: HOTSPOT_COUNT of
 * them), which names the code behind a share (zod's set-up, one `Intl` constructor);
 * long tasks (main-thread tasks over 50 ms) in the window and their blocking time
 * (each task's time over 50 ms, as Lighthouse's TBT counts it); and the network side of the start:
 * when the entry script had arrived and how many scripts the page asked for before React was
 * given #root (on HTTP/1.1, six at a time, each paying the phone's round trip).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { sourceGroup } from './package-sizes.ts';

/** The trace categories the breakdown needs (CPU samples, user timing, main-thread tasks). */
export const PROFILE_TRACE_CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'];

/** The shares a page's start-up is split into, in print order. */
export const PROFILE_SHARES = ['entry evaluation', 'style work (Griffel)', 'React', 'Fluent UI', 'our own code', 'other libraries', 'browser (HTML, style, layout, paint)', 'garbage collection'] as const;
export type ProfileShare = (typeof PROFILE_SHARES)[number];

/** The browser's own work, by trace event (self time, ms): what V8's "(program)" lumps together. */
export const BROWSER_WORK = {
  'parse HTML': ['ParseHTML', 'ParseAuthorStyleSheet'],
  'style and layout': ['UpdateLayoutTree', 'Layout', 'RecalculateStyles'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'Commit', 'RasterTask'],
  'network messages (IPC)': ['Receive mojo message'],
} as const;
export type BrowserWork = keyof typeof BROWSER_WORK;

/** How many modules `hotspots` names. */
export const HOTSPOT_COUNT = 8;

/** One page's breakdown: ms of main thread per share, the window it covers, long tasks. */
export interface StartupProfile {
  shares: Record<ProfileShare, number>;
  /** The HOTSPOT_COUNT modules with the most JavaScript self time in the window, most first (ms; `src/…` or `node_modules/…`). */
  hotspots: { module: string; ms: number }[];
  /** From navigation to the window's end, ms. */
  windowMs: number;
  /** Whether the page marked `fs:hydrated` (else the window is cut at fs:started + 3 s). */
  hydratedMarked: boolean;
  longTasks: number;
  /** Σ (task − 50 ms) over long tasks in the window, ms. */
  blockingMs: number;
  /** When the entry script (`entryUrl`) finished loading, ms after navigation; null when the trace does not show it. */
  entryLoadedMs: number | null;
  /** Script requests (`.js`) sent before `fs:started` (or the window's end). */
  scriptsBeforeStart: number;
  /** Self time of the browser's own trace events in the window, ms (BROWSER_WORK). */
  browserWork: Record<BrowserWork, number>;
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string };
}

interface CallFrame {
  functionName: string;
  /** Missing for V8's own nodes ("(program)", "(garbage collector)"). */
  url?: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

/** The owner of one JavaScript function, from its source module's group (lib/package-sizes.ts). */
export function shareOfGroup(group: string): ProfileShare {
  if (group.startsWith('@griffel/') || group === 'stylis') return 'style work (Griffel)';
  if (group === 'react' || group === 'react-dom' || group === 'scheduler') return 'React';
  if (group.startsWith('@fluentui/')) return 'Fluent UI';
  if (group.startsWith('app:') || group === 'shared' || group.startsWith('shared')) return 'our own code';
  return 'other libraries';
}

/**
 * Resolves a built script's function (URL under `origin`, 0-based line and column as the profiler
 * gives them) to its share, through `<distDir>/<path>.map`. Functions of files without a map, or of
 * no file (the bench's own probe), count as other libraries. Caches consumers per file.
 */
export class SourceOwners {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();
  constructor(
    private readonly distDir: string,
    private readonly origin: string,
  ) {}

  /** Whether the build has any source map for `url`'s file (false: owners cannot be told). */
  hasMap(url: string): boolean {
    return this.consumer(url) !== null;
  }

  /** The share of the function starting at (`line`, `column`) of `url`. */
  share(url: string, line: number, column: number): ProfileShare {
    if (!this.consumer(url)) return 'other libraries';
    return shareOfGroup(sourceGroup(this.sourceOf(url, line, column)));
  }

  /**
   * The source module of that function, from the project's root (`src/shared/intl/cached.ts`,
   * `node_modules/zod/v4/core/core.js`); `(not the build's)` for a script from elsewhere (the
   * bench's probe, the page's inline script); `(no source map)` or `(no source)` when the map cannot tell.
   */
  module(url: string, line: number, column: number): string {
    if (!this.pathOf(url)) return "(not the build's)";
    if (!this.consumer(url)) return '(no source map)';
    const source = this.sourceOf(url, line, column);
    if (!source) return '(no source)';
    const inModules = source.lastIndexOf('/node_modules/');
    if (inModules >= 0) return source.slice(inModules + 1);
    const inSrc = source.indexOf('/src/');
    return inSrc >= 0 ? source.slice(inSrc + 1) : source;
  }

  /** The absolute path of the source the map gives for that function, or null. */
  private sourceOf(url: string, line: number, column: number): string | null {
    const consumer = this.consumer(url);
    const path = this.pathOf(url);
    if (!consumer || !path) return null;
    const position = consumer.originalPositionFor({ line: line + 1, column });
    return position.source ? resolve(dirname(join(this.distDir, path)), position.source) : null;
  }

  private pathOf(url: string | undefined): string | null {
    return url?.startsWith(this.origin) ? new URL(url).pathname.slice(1) : null;
  }

  private consumer(url: string): SourceMapConsumer | null {
    const path = this.pathOf(url);
    if (!path) return null;
    if (!this.consumers.has(path)) {
      const map = join(this.distDir, `${path}.map`);
      this.consumers.set(path, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap) : null);
    }
    return this.consumers.get(path) ?? null;
  }
}

/** The mark's time (µs, trace clock) on the page's renderer, or undefined. */
function markTime(events: readonly TraceEvent[], name: string): TraceEvent | undefined {
  return events.find((event) => event.name === name && event.cat?.includes('blink.user_timing'));
}

/**
 * Breaks one trace (`traceEvents` of a Chromium trace recorded with PROFILE_TRACE_CATEGORIES while
 * one page loaded) into shares. Throws an Error when the trace has no `fs:entry` mark or no CPU
 * profile on that thread (the page never started, or the categories were not recorded).
 */
export function breakDownTrace(events: readonly TraceEvent[], owners: SourceOwners, entryUrl = ''): StartupProfile {
  const entry = markTime(events, 'fs:entry');
  if (!entry) throw new Error('the trace has no fs:entry mark: the entry never ran');
  const { pid, tid } = entry;
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid) ?? events.find((event) => event.name === 'TracingStartedInBrowser');
  const start = navigation?.ts ?? entry.ts;
  const hydrated = markTime(events, 'fs:hydrated');
  const started = markTime(events, 'fs:started');
  const end = hydrated?.ts ?? (started ?? entry).ts + 3_000_000;

  // The CPU profile of the page's thread: a Profile event, then chunks with nodes, samples and time deltas.
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid) ?? events.find((event) => event.name === 'Profile' && event.pid === pid);
  if (!profile) throw new Error(`the trace has no CPU profile for the page's thread (${pid}:${tid})`);
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== profile.pid) continue;
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ node, ts });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  const shares = Object.fromEntries(PROFILE_SHARES.map((share) => [share, 0])) as Record<ProfileShare, number>;
  const ownerOf = new Map<number, ProfileShare | null>();
  const moduleOf = new Map<number, string>();
  const byModule = new Map<string, number>();
  for (let index = 0; index < samples.length - 1; index += 1) {
    const sample = samples[index] as { node: number; ts: number };
    if (sample.ts < start || sample.ts >= end) continue;
    const gapMs = (Math.min((samples[index + 1] as { ts: number }).ts, end) - sample.ts) / 1000;
    const frame = nodes.get(sample.node)?.callFrame;
    if (!frame) continue;
    const name = frame.functionName;
    if (name === '(idle)' || name === '(root)') continue;
    if (name === '(program)') {
      shares['browser (HTML, style, layout, paint)'] += gapMs;
      continue;
    }
    if (name === '(garbage collector)') {
      shares['garbage collection'] += gapMs;
      continue;
    }
    let module = moduleOf.get(sample.node);
    if (module === undefined) {
      // A built-in (a DOM call, JSON.parse) has no URL: named by itself.
      module = frame.url ? owners.module(frame.url, frame.lineNumber, frame.columnNumber) : `(built-in: ${name || 'anonymous'})`;
      moduleOf.set(sample.node, module);
    }
    byModule.set(module, (byModule.get(module) ?? 0) + gapMs);
    if (sample.ts < entry.ts) {
      shares['entry evaluation'] += gapMs;
      continue;
    }
    let owner = ownerOf.get(sample.node);
    if (owner === undefined) {
      owner = owners.share(frame.url ?? '', frame.lineNumber, frame.columnNumber);
      ownerOf.set(sample.node, owner);
    }
    shares[owner ?? 'other libraries'] += gapMs;
  }

  // Main-thread tasks of the page's renderer in the window, and the browser's own events by self time.
  const complete = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur && event.ts >= start && event.ts < end);
  let longTasks = 0;
  let blockingMs = 0;
  for (const event of complete) {
    const ms = (event.dur as number) / 1000;
    if (event.name === 'RunTask' && ms > 50) {
      longTasks += 1;
      blockingMs += ms - 50;
    }
  }
  const selfMs = selfTimes(complete);
  const browserWork = Object.fromEntries(Object.entries(BROWSER_WORK).map(([work, names]) => [work, names.reduce((sum, name) => sum + (selfMs.get(name) ?? 0), 0)])) as Record<BrowserWork, number>;
  // The network side: requests by id, the entry's arrival, scripts asked for before React started.
  const urls = new Map<string, string>();
  let entryLoadedMs: number | null = null;
  const scriptsBeforeStart = new Set<string>();
  const reactStart = started?.ts ?? end;
  for (const event of events) {
    const data = event.args?.data as { requestId?: string; url?: string } | undefined;
    if (event.name === 'ResourceSendRequest' && data?.requestId && data.url) {
      urls.set(data.requestId, data.url);
      if (event.pid === pid && event.ts >= start && event.ts < reactStart && new URL(data.url).pathname.endsWith('.js')) scriptsBeforeStart.add(data.requestId);
    } else if (event.name === 'ResourceFinish' && data?.requestId && entryUrl && urls.get(data.requestId) === entryUrl) {
      entryLoadedMs = (event.ts - start) / 1000;
    }
  }
  const hotspots = [...byModule]
    .map(([module, ms]) => ({ module, ms }))
    .sort((a, b) => b.ms - a.ms || a.module.localeCompare(b.module))
    .slice(0, HOTSPOT_COUNT);
  return { shares, hotspots, windowMs: (end - start) / 1000, hydratedMarked: Boolean(hydrated), longTasks, blockingMs, entryLoadedMs, scriptsBeforeStart: scriptsBeforeStart.size, browserWork };
}

/** Self time (ms) by event name of nested complete events of one thread: each event's duration less its children's. */
function selfTimes(complete: readonly TraceEvent[]): Map<string, number> {
  const sorted = [...complete].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of sorted) {
    while (open.length > 0 && (open.at(-1) as TraceEvent).ts + ((open.at(-1) as TraceEvent).dur ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    const ms = (event.dur ?? 0) / 1000;
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - ms);
    self.set(event.name, (self.get(event.name) ?? 0) + ms);
    open.push(event);
  }
  return self;
}
