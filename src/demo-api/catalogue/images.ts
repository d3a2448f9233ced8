/**
 * Generated figure art (docs/product-rules.md §Catalogue 1: generated art served by the API, distinct
 * per figure, cacheable, each with its width and height known): an SVG drawn from a PRNG seeded by the
 * figure and picture number, labelled as demo data. Pure: the same inputs give the same bytes,
 * so the version stored with the picture (seed-data.ts imageVersion) is a valid strong ETag.
 */
import { mulberry32, Random, seedFor } from './prng';

export interface FigureArtInput {
  figureId: number;
  /** 1-based picture number. */
  position: number;
  width: number;
  height: number;
  /** The figure's name, printed small at the bottom. */
  name: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG document of one picture (UTF-8 text, `width`×`height` CSS pixels). */
export function renderFigureSvg({ figureId, position, width, height, name }: FigureArtInput): string {
  const figure = new Random(mulberry32(seedFor(5, figureId)));
  const shot = new Random(mulberry32(seedFor(6, figureId * 8 + position)));
  // The figure's own colours (hair, outfit) stay the same across its pictures; the backdrop and pose change.
  const hair = figure.int(0, 359);
  const outfit = figure.int(0, 359);
  const skin = `hsl(${figure.int(20, 35)}, 70%, ${figure.int(78, 88)}%)`;
  const bg = shot.int(0, 359);
  const cx = width / 2 + shot.int(-width / 10, width / 10);
  const unit = Math.min(width, height) / 10;
  const top = height * 0.18;
  const tilt = shot.int(-12, 12);
  const sparkles = Array.from({ length: shot.int(6, 14) }, () => {
    const x = shot.int(0, width);
    const y = shot.int(0, height);
    const r = shot.int(2, 7);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(bg + 180) % 360}, 90%, 85%)" opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${name} (demo art ${position})`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${bg}, 60%, 82%)"/><stop offset="1" stop-color="hsl(${(bg + 40) % 360}, 55%, 62%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${sparkles}
<ellipse cx="${cx}" cy="${height * 0.86}" rx="${unit * 2.4}" ry="${unit * 0.5}" fill="hsl(0, 0%, 20%)" opacity="0.35"/>
<g transform="rotate(${tilt} ${cx} ${height * 0.55})">
<path d="M ${cx - unit * 2} ${height * 0.84} L ${cx} ${top + unit * 2.2} L ${cx + unit * 2} ${height * 0.84} Z" fill="hsl(${outfit}, 65%, 50%)"/>
<path d="M ${cx - unit * 1.6} ${top + unit * 1.4} Q ${cx} ${top - unit * 1.6} ${cx + unit * 1.6} ${top + unit * 1.4} L ${cx + unit * 1.9} ${top + unit * 4.2} L ${cx - unit * 1.9} ${top + unit * 4.2} Z" fill="hsl(${hair}, 70%, 45%)"/>
<circle cx="${cx}" cy="${top + unit * 1.3}" r="${unit * 1.2}" fill="${skin}"/>
<circle cx="${cx - unit * 0.45}" cy="${top + unit * 1.35}" r="${unit * 0.2}" fill="hsl(${hair}, 60%, 30%)"/>
<circle cx="${cx + unit * 0.45}" cy="${top + unit * 1.35}" r="${unit * 0.2}" fill="hsl(${hair}, 60%, 30%)"/>
</g>
<rect x="0" y="${height - unit * 0.9}" width="${width}" height="${unit * 0.9}" fill="hsl(0, 0%, 0%)" opacity="0.45"/>
<text x="${unit * 0.3}" y="${height - unit * 0.3}" font-family="sans-serif" font-size="${unit * 0.35}" fill="#fff">${escapeXml(name)} · ${position} · DEMO DATA</text>
</svg>
`;
}
