// Drawings of fence panels and gates: mesh panels, decorative panels, privacy infills and
// single/double gates. All coordinates are in the 400x300 scene of svg.ts.

import { meshPattern, n, post, type Drawing, type Paint } from './svg.ts';

const ANTHRAZIT: Paint = { main: '#3b4247', light: '#5d666c', dark: '#262b2f' };

/** Two mesh panels between three posts. */
export function meshFence(p: Paint, bar: number): Drawing {
  return {
    defs: meshPattern('m', p, bar),
    body: `<rect x="42" y="70" width="320" height="192" fill="url(#m)"/>${post(30, 62, 12, 270, p)}${post(196, 62, 12, 270, p)}${post(362, 62, 12, 270, p)}`,
  };
}

export function decorativeFence(p: Paint): Drawing {
  const arch = 'M42 262V118Q119 66 196 118V262ZM208 262V118Q285 66 362 118V262Z';
  return {
    defs: `${meshPattern('m', p, 3.5)}<clipPath id="c"><path d="${arch}"/></clipPath>`,
    body:
      `<rect x="42" y="60" width="320" height="202" fill="url(#m)" clip-path="url(#c)"/>` +
      `<path d="M42 118Q119 66 196 118M208 118Q285 66 362 118" fill="none" stroke="${p.dark}" stroke-width="5"/>` +
      `${post(30, 92, 12, 270, p)}${post(196, 92, 12, 270, p)}${post(362, 92, 12, 270, p)}`,
  };
}

/** Mesh fence with woven privacy strips in the strip colour (the mesh stays anthracite). */
export function stripFence(p: Paint, soft: boolean): Drawing {
  const fence = meshFence(ANTHRAZIT, 3);
  return {
    // One 19 cm strip fills each 20 cm mesh row; only the double wires (y 20–29) stay visible.
    defs:
      `${fence.defs}<pattern id="s" width="24" height="50" patternUnits="userSpaceOnUse"><path d="M0 0h24v19H0ZM0 30h24v20H0Z" fill="${p.main}"/>` +
      `<path d="M0 0h12v19H0ZM12 30h12v20H12Z" fill="${p.dark}" opacity="${soft ? '.18' : '.3'}"/><path d="M0 30h24v2H0Z" fill="${p.light}" opacity=".6"/></pattern>`,
    body: `${fence.body}<rect x="42" y="70" width="154" height="192" fill="url(#s)"/><rect x="208" y="70" width="154" height="192" fill="url(#s)"/>`,
  };
}

/** A mesh fence with a parcel in front: the "everything in one package" sets. */
export function fenceSet(p: Paint): Drawing {
  const fence = meshFence(p, 4);
  return {
    defs: fence.defs,
    body:
      `${fence.body}<rect x="236" y="186" width="120" height="80" fill="#c99b63"/><rect x="236" y="186" width="120" height="14" fill="#b58650"/>` +
      '<rect x="288" y="186" width="16" height="80" fill="#e8d3a8"/>',
  };
}

export function bambooFence(p: Paint): Drawing {
  const fence = meshFence(ANTHRAZIT, 3);
  return {
    defs: `${fence.defs}<pattern id="b" width="7" height="60" patternUnits="userSpaceOnUse"><rect width="6" height="60" fill="${p.light}"/><rect width="1.5" height="60" fill="${p.dark}" opacity=".4"/><rect y="28" width="6" height="2" fill="${p.dark}"/></pattern>`,
    body: `${fence.body}<rect x="44" y="80" width="316" height="182" fill="url(#b)"/><path d="M44 100H360M44 170H360M44 240H360" stroke="${p.dark}" stroke-width="1.5"/>`,
  };
}

export function fabricFence(p: Paint): Drawing {
  const fence = meshFence(ANTHRAZIT, 3);
  const eyes = Array.from(
    { length: 8 },
    (_, i) => `<circle cx="${60 + i * 42}" cy="84" r="3"/><circle cx="${60 + i * 42}" cy="250" r="3"/>`,
  ).join('');
  return {
    defs: fence.defs,
    body: `${fence.body}<rect x="44" y="76" width="316" height="182" fill="${p.main}" opacity=".93"/><g fill="none" stroke="#e9ecee" stroke-width="1.5">${eyes}</g>`,
  };
}

type Infill = 'mesh' | 'bars' | 'slats' | 'boards';

function infillDefs(kind: Infill, p: Paint): string {
  switch (kind) {
    case 'mesh':
      return meshPattern('f', p, 3.5);
    case 'bars':
      return `<pattern id="f" width="16" height="50" patternUnits="userSpaceOnUse"><rect x="6" width="5" height="50" fill="${p.main}"/><rect x="7" width="1.5" height="50" fill="${p.light}"/></pattern>`;
    case 'slats':
      return `<pattern id="f" width="20" height="17" patternUnits="userSpaceOnUse"><rect width="20" height="14" fill="${p.main}"/><rect width="20" height="2" fill="${p.light}" opacity=".6"/></pattern>`;
    case 'boards':
      return `<pattern id="f" width="26" height="60" patternUnits="userSpaceOnUse"><rect width="24" height="60" fill="${p.main}"/><path d="M6 0V60M15 10V50" stroke="${p.dark}" stroke-width=".8" opacity=".5"/></pattern>`;
  }
}

/** One gate leaf: infill, frame, optional arch, hinges on the hinge side. */
function leaf(x: number, width: number, p: Paint, arch: boolean, hingeLeft: boolean): string {
  const top = 86;
  const outline = arch
    ? `M${x} 256V${top + 22}Q${n(x + width / 2)} ${top - 26} ${x + width} ${top + 22}V256Z`
    : `M${x} 256V${top}H${x + width}V256Z`;
  const hx = hingeLeft ? x - 8 : x + width;
  return (
    `<path d="${outline}" fill="url(#f)" stroke="${p.main}" stroke-width="7"/>` +
    `<rect x="${hx}" y="${top + 30}" width="8" height="12" fill="${p.dark}"/><rect x="${hx}" y="228" width="8" height="12" fill="${p.dark}"/>`
  );
}

export function gate(p: Paint, leaves: 1 | 2, kind: Infill, arch: boolean): Drawing {
  const handle = (x: number): string =>
    `<rect x="${x}" y="150" width="9" height="26" rx="2" fill="${p.dark}"/><rect x="${x - 14}" y="156" width="18" height="5" rx="2" fill="#1d2124"/>`;
  if (leaves === 1) {
    return {
      defs: infillDefs(kind, p),
      body: `${post(70, 58, 16, 270, p)}${post(316, 58, 16, 270, p)}${leaf(96, 210, p, arch, true)}${handle(292)}`,
    };
  }
  return {
    defs: infillDefs(kind, p),
    body:
      `${post(14, 58, 16, 270, p)}${post(370, 58, 16, 270, p)}${leaf(38, 158, p, arch, true)}${leaf(204, 158, p, arch, false)}` +
      `${handle(186)}<rect x="212" y="200" width="4" height="70" fill="${p.dark}"/>`,
  };
}
