import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCY_NAMES } from '../../../../src/shared/intl/currency-names';

/** The currencies of the demo API's ECB daily file, and the euro. */
function ecbCurrencies(): string[] {
  const file = new URL('../../../../src/demo-api/rates/data/ecb/eurofxref-daily-2026-04-13.csv', import.meta.url);
  const header = readFileSync(file, 'utf8').split('\n')[0]!;
  return ['EUR', ...header.split(',').map((cell) => cell.trim()).filter((cell) => /^[A-Z]{3}$/.test(cell))].sort();
}

describe('CURRENCY_NAMES', () => {
  it("names every ECB currency in each interface language's locale", () => {
    expect(Object.keys(CURRENCY_NAMES).sort()).toEqual(['en', 'ja', 'zh-Hans']);
    for (const names of Object.values(CURRENCY_NAMES)) expect(Object.keys(names).sort()).toEqual(ecbCurrencies());
  });

  it('is what ICU calls them (Intl.DisplayNames), entry for entry', () => {
    for (const [locale, names] of Object.entries(CURRENCY_NAMES)) {
      const icu = new Intl.DisplayNames([locale], { type: 'currency' });
      for (const [code, name] of Object.entries(names)) expect(name, `${locale} ${code}`).toBe(icu.of(code));
    }
  });
});
