import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from '../../../src/main/web-preferences';

describe('secureWebPreferences', () => {
  it('matches the Electron security checklist', () => {
    expect(secureWebPreferences('/app/out/preload/index.cjs')).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
    expect(secureWebPreferences('/p')).not.toHaveProperty('enableBlinkFeatures');
    expect(secureWebPreferences('/p')).not.toHaveProperty('additionalArguments');
  });
});
