import { describe, expect, it } from 'vitest';
import { renderFigureSvg } from '../../../../src/demo-api/catalogue/images';

describe('renderFigureSvg', () => {
  const input = { figureId: 7, position: 1, width: 600, height: 800, name: 'Aoi <Shirakawa> & co' };
  it('is the same for the same inputs and differs per figure and per picture', () => {
    const svg = renderFigureSvg(input);
    expect(renderFigureSvg(input)).toBe(svg);
    expect(renderFigureSvg({ ...input, figureId: 8 })).not.toBe(svg);
    expect(renderFigureSvg({ ...input, position: 2 })).not.toBe(svg);
  });
  it('has the stated size, escapes the name and says demo data', () => {
    const svg = renderFigureSvg(input);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="800" viewBox="0 0 600 800"/);
    expect(svg).toContain('Aoi &#60;Shirakawa&#62; &#38; co');
    expect(svg).not.toContain('<Shirakawa>');
    expect(svg).toContain('DEMO DATA');
  });
});
