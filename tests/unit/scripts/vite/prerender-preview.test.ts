import { describe, expect, it } from 'vitest';
import { isPageRequest } from '../../../../scripts/vite/prerender-preview';

describe('isPageRequest (issue 15 item 1)', () => {
  it('treats paths without a file extension, and /index.html, as pages', () => {
    for (const path of ['/', '/settings', '/figures/abc-1', '/index.html', '/account/verify-email/x/y']) expect(isPageRequest(path), path).toBe(true);
  });

  it('leaves files to the static server', () => {
    for (const path of ['/assets/index-abc.js', '/favicon.svg', '/sw.js', '/shell.html', '/prerendered/home/light.en.html']) expect(isPageRequest(path), path).toBe(false);
  });
});
