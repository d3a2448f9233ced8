/**
 * Maps an app:// URL path to a file under the renderer folder, refusing anything that could reach
 * outside it. Chromium already normalises `..` in standard-scheme URLs; this is the second, independent
 * line of defence and works on the raw path string, so it is tested against the raw attacks.
 * A third line, `containedRealPath`, follows symlinks on disk and keeps the
 * real file inside the real renderer folder.
 */
import { isAbsolute, join, relative, sep } from 'node:path';

/** Why a path was refused. */
export type AppPathRejection =
  | 'not-absolute'
  | 'protocol-relative'
  | 'backslash'
  | 'nul'
  | 'malformed-encoding'
  | 'encoded-separator'
  | 'dot-segment'
  | 'hidden-file'
  | 'empty-segment'
  | 'drive-or-stream'
  | 'device-name'
  | 'too-long'
  | 'escapes-root';

/** The resolver's answer. */
export type AppPathResult =
  | {
      ok: true;
      /** Absolute file path inside the root; the root's index.html for `/`. */
      filePath: string;
      /** True when the path looks like an in-app route (no file extension), so a missing file falls back to index.html. */
      routeLike: boolean;
    }
  | { ok: false; reason: AppPathRejection };

const MAX_PATH_LENGTH = 2048;

/**
 * Windows reserved device names (CON, PRN, AUX, NUL, COM0-9, LPT0-9, the superscript COM¹²³/LPT¹²³,
 * CONIN$, CONOUT$), any case, bare or with an extension or trailing spaces/dots: Windows opens the
 * device for `nul.txt` or `con .js` in any folder. Source: Microsoft "Naming Files, Paths, and Namespaces".
 */
const WINDOWS_DEVICE_NAME = /^(?:con|prn|aux|nul|(?:com|lpt)[0-9\u00b9\u00b2\u00b3]|conin\$|conout\$)[ .]*(?:\..*)?$/iu;

/** True when `segment` (one decoded path segment) names a Windows device (see WINDOWS_DEVICE_NAME). */
export function isWindowsDeviceName(segment: string): boolean {
  return WINDOWS_DEVICE_NAME.test(segment);
}

/**
 * Resolves a URL path (as in `new URL(request.url).pathname`, still percent-encoded) under `root`.
 * Refuses: paths not starting with `/`; `//` (protocol-relative); backslashes and NUL, raw or
 * encoded; malformed escapes; encoded separators `%2f`/`%5c`; `.` and `..` segments, raw or encoded
 * (`%2e%2e`); hidden files (`.env`); empty inner segments; `:` (Windows drives, NTFS streams);
 * Windows device names in any segment (`/nul`, `/assets/CON.js`); and, as a final check, any
 * result that `path.relative` places outside `root`. Symlinks are not looked at here: see
 * `containedRealPath`.
 * @param root absolute path of the built renderer (out/renderer).
 */
export function resolveAppPath(urlPath: string, root: string): AppPathResult {
  const fail = (reason: AppPathRejection): AppPathResult => ({ ok: false, reason });
  if (urlPath.length > MAX_PATH_LENGTH) return fail('too-long');
  if (!urlPath.startsWith('/')) return fail('not-absolute');
  if (urlPath.startsWith('//')) return fail('protocol-relative');
  if (urlPath.includes('\\')) return fail('backslash');
  if (urlPath.includes('\0')) return fail('nul');

  const rawSegments = urlPath.slice(1).split('/');
  const directory = rawSegments.at(-1) === '';
  if (directory) rawSegments.pop();
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return fail('malformed-encoding');
    }
    if (segment === '') return fail('empty-segment');
    if (segment.includes('\0')) return fail('nul');
    if (segment.includes('/') || segment.includes('\\')) return fail('encoded-separator');
    if (segment === '.' || segment === '..') return fail('dot-segment');
    if (segment.startsWith('.')) return fail('hidden-file');
    if (segment.includes(':')) return fail('drive-or-stream');
    if (isWindowsDeviceName(segment)) return fail('device-name');
    segments.push(segment);
  }
  if (directory || segments.length === 0) segments.push('index.html');

  const filePath = join(root, ...segments);
  const rel = relative(root, filePath);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return fail('escapes-root');
  const last = segments.at(-1) ?? '';
  return { ok: true, filePath, routeLike: !directory && !last.includes('.') };
}

/** Resolves symlinks of an existing path (node's `fs.realpath`); rejects when the path does not exist. */
export type RealPathFn = (path: string) => Promise<string>;

/** True when `child` is `root` itself or lies below it (both absolute, already resolved). */
function isInside(root: string, child: string): boolean {
  const rel = relative(root, child);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/**
 * The real path (symlinks followed) of `filePath`, a result of resolveAppPath, when it stays inside
 * the real path of `root`; `null` when it leads out (a symlink in the renderer folder pointing
 * elsewhere) or either path cannot be resolved (missing). Read the returned path, not `filePath`.
 * @param realpath the fs function, injected so tests and fakes need no Electron (node's `fs.realpath`, asar-aware under Electron).
 */
export async function containedRealPath(filePath: string, root: string, realpath: RealPathFn): Promise<string | null> {
  let realRoot: string;
  let realFile: string;
  try {
    [realRoot, realFile] = await Promise.all([realpath(root), realpath(filePath)]);
  } catch {
    return null;
  }
  return isInside(realRoot, realFile) && realFile !== realRoot ? realFile : null;
}
