// SVG framing shared by all product drawings. Each drawing is made in a 400x300 "scene" with the
// ground line at y=270; renderSvg fits that scene into any output size (1380x900, 500x450,
// 150x150) on a soft backdrop with a lawn strip, so one drawing serves all three image sizes.

export interface Paint {
  main: string;
  light: string;
  dark: string;
}
export interface Drawing {
  defs?: string;
  body: string;
}

/** Rounds coordinates so files stay small and byte-stable. */
export const n = (v: number): string => String(Math.round(v * 100) / 100);

const SCENE_W = 400;
const SCENE_H = 300;
const GROUND_Y = 270;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderSvg(drawing: Drawing, width: number, height: number, title: string): string {
  const scale = Math.min(width / (SCENE_W * 1.08), height / (SCENE_H * 1.08));
  const tx = (width - SCENE_W * scale) / 2;
  const ty = (height - SCENE_H * scale) / 2;
  const lawn = ty + GROUND_Y * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    '<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="#f5f7f8"/><stop offset="1" stop-color="#e3e9ec"/></linearGradient>' +
    `${drawing.defs ?? ''}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect y="${n(lawn)}" width="${width}" height="${n(height - lawn)}" fill="#d5e3c8"/>` +
    `<g transform="translate(${n(tx)} ${n(ty)}) scale(${n(scale)})">` +
    `<ellipse cx="200" cy="${GROUND_Y}" rx="185" ry="9" fill="#000" opacity=".1"/>${drawing.body}</g></svg>`
  );
}

/** Double-wire mesh as one pattern cell: a vertical bar and a pair of horizontal wires. */
export function meshPattern(id: string, p: Paint, bar: number, gap = 12): string {
  const wire = Math.max(2, bar * 0.8);
  return (
    `<pattern id="${id}" width="${gap}" height="50" patternUnits="userSpaceOnUse">` +
    `<rect width="${n(bar)}" height="50" fill="${p.main}"/>` +
    `<rect y="20" width="${gap}" height="${n(wire)}" fill="${p.dark}"/><rect y="${n(23 + wire)}" width="${gap}" height="${n(wire)}" fill="${p.dark}"/></pattern>`
  );
}

/** A square fence post with cap and a highlight edge. */
export function post(x: number, top: number, width: number, bottom: number, p: Paint): string {
  return (
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(bottom - top)}" fill="${p.main}"/>` +
    `<rect x="${n(x + width * 0.18)}" y="${n(top)}" width="${n(width * 0.2)}" height="${n(bottom - top)}" fill="${p.light}" opacity=".5"/>` +
    `<rect x="${n(x - 2)}" y="${n(top - 7)}" width="${n(width + 4)}" height="8" rx="2" fill="${p.dark}"/>`
  );
}
