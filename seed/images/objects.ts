// Drawings of everything that is not a fence panel: posts, gabions, stones, wooden and WPC
// elements, caps, hardware, paint, concrete, anchors and the non-physical products.

import { n, post, type Drawing, type Paint } from './svg.ts';

const STONES =
  '<pattern id="st" width="44" height="34" patternUnits="userSpaceOnUse"><rect width="44" height="34" fill="#7f8486"/>' +
  '<ellipse cx="11" cy="9" rx="12" ry="8" fill="#b9bcbd"/><ellipse cx="33" cy="21" rx="12" ry="9" fill="#a1a5a7"/>' +
  '<ellipse cx="9" cy="27" rx="9" ry="6" fill="#c9cbcc"/><ellipse cx="35" cy="4" rx="9" ry="5" fill="#94989a"/></pattern>';
const grid = (p: Paint): string =>
  `<pattern id="gr" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 .8H22M.8 0V22" stroke="${p.main}" stroke-width="2.2" fill="none"/></pattern>`;

/** An isometric wire box filled with stones. */
function box(x: number, y: number, w: number, h: number, depth: number, p: Paint): string {
  const dx = depth * 0.8;
  const dy = depth * 0.55;
  const faces = [
    `M${x} ${y}h${w}v${h}h${-w}Z`,
    `M${x} ${y}l${n(dx)} ${n(-dy)}h${w}l${n(-dx)} ${n(dy)}Z`,
    `M${x + w} ${y}l${n(dx)} ${n(-dy)}v${h}l${n(-dx)} ${n(dy)}Z`,
  ];
  return faces
    .map(
      (d, i) =>
        `<path d="${d}" fill="url(#st)"/><path d="${d}" fill="url(#gr)" stroke="${p.dark}" stroke-width="2"/>` +
        (i === 1
          ? `<path d="${d}" fill="#fff" opacity=".18"/>`
          : i === 2
            ? `<path d="${d}" fill="#000" opacity=".18"/>`
            : ''),
    )
    .join('');
}

export const gabionBasket = (p: Paint): Drawing => ({ defs: STONES + grid(p), body: box(60, 140, 230, 122, 90, p) });
export const gabionFence = (p: Paint): Drawing => ({
  defs: STONES + grid(p),
  body: `${box(24, 96, 340, 166, 22, p)}${post(20, 90, 8, 266, p)}${post(190, 90, 8, 266, p)}${post(358, 82, 8, 262, p)}`,
});
export const gabionColumn = (p: Paint): Drawing => ({ defs: STONES + grid(p), body: box(168, 56, 60, 206, 46, p) });

export function stones(p: Paint): Drawing {
  const heap = [
    [160, 112, 18],
    [196, 104, 16],
    [232, 114, 17],
    [180, 92, 14],
    [214, 90, 13],
  ]
    .map(
      ([cx, cy, r], i) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${r! + 4}" ry="${r! - 3}" fill="${[p.light, p.main, p.dark][i % 3]}"/>`,
    )
    .join('');
  return {
    body:
      `<path d="M112 118h176l8 144H104Z" fill="#ebe6da" stroke="#cbc3b0" stroke-width="3"/>${heap}` +
      '<path d="M118 118q-8-34 14-34M282 118q8-34-14-34" fill="none" stroke="#cbc3b0" stroke-width="7"/>' +
      '<rect x="104" y="176" width="192" height="18" fill="#d2c9b4"/>',
  };
}

export function standingPost(p: Paint, foot: boolean): Drawing {
  const holes = [96, 146, 196].map((y) => `<circle cx="200" cy="${y}" r="3" fill="${p.dark}"/>`).join('');
  const base = foot
    ? `<rect x="160" y="256" width="80" height="10" rx="2" fill="${p.dark}"/><circle cx="172" cy="261" r="3" fill="#ccc"/><circle cx="228" cy="261" r="3" fill="#ccc"/>`
    : '<path d="M168 240h64l10 34h-84Z" fill="#b9b4a8"/><path d="M168 240h64" stroke="#9d978a" stroke-width="3"/>';
  return { body: `${post(186, 48, 28, foot ? 256 : 250, p)}${holes}${base}` };
}

export function lattice(p: Paint): Drawing {
  return {
    defs: `<pattern id="j" width="34" height="34" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="34" fill="${p.main}"/><rect width="34" height="7" fill="${p.dark}"/></pattern>`,
    body: `<rect x="40" y="120" width="320" height="120" fill="url(#j)"/>${post(28, 100, 14, 270, p)}${post(358, 100, 14, 270, p)}`,
  };
}

export function pickets(p: Paint): Drawing {
  return {
    defs: `<pattern id="l" width="26" height="200" patternUnits="userSpaceOnUse"><path d="M3 200V16L12 4L21 16V200Z" fill="${p.main}"/><path d="M7 30V190" stroke="${p.light}" stroke-width="2"/></pattern>`,
    body: `<rect x="30" y="110" width="340" height="12" fill="${p.dark}"/><rect x="30" y="216" width="340" height="12" fill="${p.dark}"/><rect x="34" y="70" width="338" height="192" fill="url(#l)"/>`,
  };
}

export function boardElement(p: Paint, aluminium: boolean): Drawing {
  const postPaint = aluminium ? { main: '#8c9399', light: '#c3c8cc', dark: '#6b7278' } : p;
  return {
    defs: `<pattern id="w" width="40" height="22" patternUnits="userSpaceOnUse"><rect width="40" height="20" fill="${p.main}"/><path d="M0 7H40" stroke="${p.light}" stroke-width="1.2" opacity=".7"/><path d="M0 14H26" stroke="${p.dark}" stroke-width=".8" opacity=".6"/></pattern>`,
    body: `<rect x="70" y="52" width="260" height="210" fill="url(#w)"/>${post(56, 46, 14, 270, postPaint)}${post(330, 46, 14, 270, postPaint)}`,
  };
}

export function cap(p: Paint): Drawing {
  return {
    body: `${post(150, 132, 100, 270, p)}<path d="M138 136l10-34h104l10 34Z" fill="${p.dark}"/><path d="M148 102h104l-10-14h-84Z" fill="${p.light}"/>`,
  };
}

export function clamp(p: Paint): Drawing {
  const bracket = (y: number): string =>
    `<path d="M120 ${y}h160v18h-40v34h-80v-34h-40Z" fill="${p.main}" stroke="${p.dark}" stroke-width="3"/>` +
    `<circle cx="140" cy="${y + 9}" r="6" fill="${p.dark}"/><circle cx="260" cy="${y + 9}" r="6" fill="${p.dark}"/>`;
  return { body: `${bracket(120)}${bracket(196)}<rect x="194" y="76" width="12" height="52" fill="${p.dark}"/>` };
}

export function hinge(p: Paint): Drawing {
  return {
    body:
      `<rect x="110" y="150" width="150" height="40" rx="6" fill="${p.main}" stroke="${p.dark}" stroke-width="3"/>` +
      `<rect x="252" y="118" width="30" height="104" rx="12" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>` +
      `<path d="M282 170h70" stroke="${p.dark}" stroke-width="12" stroke-dasharray="3 2"/><circle cx="140" cy="170" r="7" fill="${p.dark}"/><circle cx="220" cy="170" r="7" fill="${p.dark}"/>`,
  };
}

export function lock(p: Paint): Drawing {
  return {
    body:
      `<rect x="150" y="70" width="100" height="190" rx="6" fill="${p.main}"/><rect x="240" y="62" width="14" height="206" fill="${p.dark}"/>` +
      `<path d="M200 130h-90a9 9 0 0 1 0-18h90Z" fill="#1d2124"/><circle cx="200" cy="121" r="14" fill="${p.light}"/>` +
      `<circle cx="200" cy="200" r="10" fill="#1d2124"/><rect x="196" y="204" width="8" height="20" fill="#1d2124"/>`,
  };
}

export function sprayCan(p: Paint): Drawing {
  return {
    body:
      `<rect x="160" y="96" width="80" height="170" rx="12" fill="${p.main}"/><rect x="160" y="150" width="80" height="64" fill="#f2f2f0"/>` +
      `<rect x="176" y="166" width="48" height="32" rx="4" fill="${p.main}"/><rect x="172" y="66" width="56" height="34" rx="8" fill="${p.dark}"/>` +
      `<rect x="192" y="52" width="16" height="16" fill="#1d2124"/><rect x="166" y="100" width="10" height="160" fill="${p.light}" opacity=".45"/>`,
  };
}

export const concreteBag = (): Drawing => ({
  body:
    '<path d="M126 96q74-14 148 0l12 166H114Z" fill="#d9d3c3" stroke="#b8b09c" stroke-width="3"/><rect x="118" y="170" width="164" height="40" fill="#8f9396"/>' +
    '<rect x="182" y="120" width="36" height="42" fill="#6f7478"/><path d="M138 110h124" stroke="#b8b09c" stroke-width="4"/>',
});

export const anchor = (p: Paint): Drawing => ({
  body:
    `<rect x="176" y="56" width="48" height="110" fill="${p.main}" stroke="${p.dark}" stroke-width="3"/><path d="M182 166h36l-18 104Z" fill="${p.dark}"/>` +
    `<circle cx="200" cy="90" r="5" fill="${p.dark}"/><circle cx="200" cy="130" r="5" fill="${p.dark}"/>`,
});

export const toolbox = (p: Paint): Drawing => ({
  body:
    `<path d="M170 150v-26h60v26" fill="none" stroke="${p.dark}" stroke-width="10"/><rect x="110" y="150" width="180" height="112" rx="8" fill="#e0861f"/>` +
    `<rect x="110" y="150" width="180" height="30" rx="8" fill="${p.main}"/><rect x="188" y="172" width="24" height="18" rx="3" fill="#d9dcde"/>`,
});

export const voucher = (p: Paint): Drawing => ({
  body:
    `<rect x="70" y="86" width="260" height="150" rx="14" fill="${p.main}"/><path d="M250 92v138" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<circle cx="150" cy="161" r="38" fill="${p.light}"/><path d="M150 134l8 18 20 2-15 13 5 19-18-10-18 10 5-19-15-13 20-2Z" fill="#f5c542"/>`,
});

export const pdfDocument = (): Drawing => ({
  body:
    '<path d="M130 50h110l40 40v180H130Z" fill="#fff" stroke="#b9bfc4" stroke-width="3"/><path d="M240 50v40h40" fill="#e6eaec" stroke="#b9bfc4" stroke-width="3"/>' +
    '<path d="M150 120h110M150 142h110M150 164h90M150 186h110" stroke="#c9cfd3" stroke-width="6"/>' +
    '<rect x="112" y="208" width="92" height="40" rx="6" fill="#c62828"/><text x="158" y="236" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">PDF</text>',
});
