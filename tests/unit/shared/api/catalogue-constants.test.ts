import { describe, expect, it } from 'vitest';
import { adultModeOf, adultModes } from '../../../../src/shared/api/catalogue-constants';

describe('adultModeOf: a yes/no adult choice (content.show_nsfw) as the catalogue query `adult` mode', () => {
  it("asks for adult figures beside the others ('true') when they are wanted", () => {
    expect(adultModeOf(true)).toBe('true');
  });

  it("leaves them out ('false', the API default) when they are not", () => {
    expect(adultModeOf(false)).toBe('false');
  });

  it("never derives 'only', and answers a mode the API accepts", () => {
    for (const wanted of [true, false]) {
      expect(adultModes).toContain(adultModeOf(wanted));
      expect(adultModeOf(wanted)).not.toBe('only');
    }
  });
});
