import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../../scripts/vite/inline-css';

const sheets: Record<string, string> = {
  'assets/index-abc.css': '@font-face{font-family:Poppins;src:url(/assets/p.woff2)}\n',
  'assets/big-def.css': 'a{color:red}'.repeat(100),
  'assets/evil.css': 'a{content:"</style><script>"}',
};
const read = (file: string) => sheets[file];

describe('inline-css (first paint)', () => {
  it("puts a small sheet Vite linked into the page as a <style> element", () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(inlineStylesheets(html, read)).toBe('<head><style>@font-face{font-family:Poppins;src:url(/assets/p.woff2)}</style></head>');
  });

  it('leaves a sheet over the size limit, an unknown sheet and other links linked', () => {
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/big-def.css"><link rel="stylesheet" href="/assets/gone.css"><link rel="icon" href="/favicon.svg">';
    expect(inlineStylesheets(html, read, 1000)).toBe(html);
  });

  it('refuses a sheet that would end the <style> element early', () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/evil.css">', read)).toThrow(/evil\.css contains "<\/style"/);
  });
});
