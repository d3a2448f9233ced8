/**
 * Pure: a generated placeholder picture for a sample figure, as an SVG data URL (no network, no
 * bundled binary): a gradient in the figure's hue, a simple figure silhouette on a stand, and the
 * initials of its name.
 */
export function placeholderImage(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300" width="240" height="300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 42%)"/>
</linearGradient></defs>
<rect width="240" height="300" fill="url(#g)"/>
<ellipse cx="120" cy="262" rx="62" ry="12" fill="rgba(0,0,0,.25)"/>
<circle cx="120" cy="92" r="34" fill="rgba(255,255,255,.85)"/>
<path d="M78 250 Q84 150 120 134 Q156 150 162 250 Z" fill="rgba(255,255,255,.75)"/>
<text x="120" y="103" font-family="Poppins, sans-serif" font-size="30" font-weight="600" text-anchor="middle" fill="hsl(${hue} 60% 30%)">${initials}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
