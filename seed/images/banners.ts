// Home slider banners (1380x500): landscape scenes with a fence running across, one per banner.
// They carry no text – title and text come from the banner doc, so they stay translatable.

import { IMAGE_SIZES, IMAGE_URL_BASE } from '../constants.ts';
import { meshPattern, n } from './svg.ts';

const { width: W, height: H } = IMAGE_SIZES.banner;
const ANT = { main: '#3b4247', light: '#5d666c', dark: '#262b2f' };
const GREEN = { main: '#1f4a3b', light: '#2f6a54', dark: '#123126' };

interface Scene {
  sky: [string, string];
  fence: (y: number) => { defs: string; body: string };
}

const posts = (y: number, color: string, every = 230): string =>
  Array.from(
    { length: Math.ceil(W / every) + 1 },
    (_, i) => `<rect x="${i * every - 6}" y="${y - 10}" width="14" height="${n(H - 60 - y + 10)}" fill="${color}"/>`,
  ).join('');

const mesh = (p: typeof ANT) => (y: number) => ({
  defs: meshPattern('m', p, 4, 14),
  body: `<rect y="${y}" width="${W}" height="${H - 60 - y}" fill="url(#m)"/>${posts(y, p.dark)}`,
});

const SCENES: Record<string, Scene> = {
  doppelstab: { sky: ['#cfe6f5', '#f4f8fb'], fence: mesh(ANT) },
  gabionen: {
    sky: ['#f6dcc0', '#fbf3ea'],
    fence: (y) => ({
      defs:
        '<pattern id="st" width="44" height="34" patternUnits="userSpaceOnUse"><rect width="44" height="34" fill="#7f8486"/><ellipse cx="11" cy="9" rx="12" ry="8" fill="#b9bcbd"/><ellipse cx="33" cy="21" rx="12" ry="9" fill="#a1a5a7"/><ellipse cx="9" cy="27" rx="9" ry="6" fill="#c9cbcc"/></pattern>' +
        '<pattern id="gr" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 1H22M1 0V22" stroke="#a4abb1" stroke-width="2" fill="none"/></pattern>',
      body: `<rect y="${y + 40}" width="${W}" height="${H - 100 - y}" fill="url(#st)"/><rect y="${y + 40}" width="${W}" height="${H - 100 - y}" fill="url(#gr)"/>`,
    }),
  },
  tore: {
    sky: ['#d9ecd9', '#f5faf5'],
    fence: (y) => {
      const base = mesh(GREEN)(y);
      const gateY = y - 30;
      return {
        defs: base.defs,
        body:
          `${base.body}<rect x="560" y="${gateY - 10}" width="260" height="${H - 50 - gateY}" fill="#dfeadf"/>` +
          `<rect x="586" y="${gateY}" width="208" height="${H - 60 - gateY}" fill="url(#m)" stroke="${GREEN.main}" stroke-width="10"/>` +
          `<path d="M690 ${gateY}V${H - 60}" stroke="${GREEN.main}" stroke-width="8"/><rect x="560" y="${gateY - 16}" width="22" height="${H - 44 - gateY}" fill="${GREEN.dark}"/>` +
          `<rect x="798" y="${gateY - 16}" width="22" height="${H - 44 - gateY}" fill="${GREEN.dark}"/>`,
      };
    },
  },
  'holz-wpc': {
    sky: ['#e8e0f3', '#faf8fc'],
    fence: (y) => ({
      defs: '<pattern id="w" width="60" height="26" patternUnits="userSpaceOnUse"><rect width="60" height="23" fill="#8d6643"/><path d="M0 8H60" stroke="#deb47f" stroke-width="1.5" opacity=".6"/></pattern>',
      body: `<rect y="${y}" width="${W}" height="${H - 60 - y}" fill="url(#w)"/>${posts(y, '#6b7278', 276)}`,
    }),
  },
  montage: {
    sky: ['#fde9c8', '#fffaf1'],
    fence: (y) => {
      const base = mesh(ANT)(y + 30);
      return {
        defs: base.defs,
        body: `${base.body}<rect x="940" y="${H - 150}" width="200" height="90" rx="8" fill="#e0861f"/><rect x="940" y="${H - 150}" width="200" height="26" rx="8" fill="#3b4247"/>`,
      };
    },
  },
  sichtschutz: {
    sky: ['#d3e7ef', '#f6fafc'],
    fence: (y) => {
      const base = mesh(ANT)(y);
      return {
        defs: `${base.defs}<pattern id="s" width="28" height="50" patternUnits="userSpaceOnUse"><path d="M0 0h28v19H0ZM0 30h28v20H0Z" fill="#2f6a54"/><path d="M0 0h14v19H0ZM14 30h14v20H14Z" fill="#123126" opacity=".3"/></pattern>`,
        body: `${base.body}<rect y="${y}" width="${W}" height="${H - 60 - y}" fill="url(#s)"/>`,
      };
    },
  },
};

export function bannerUrl(name: string): string {
  if (!SCENES[name]) throw new Error(`unknown banner ${name}`);
  return `${IMAGE_URL_BASE}/banner-${name}-${W}x${H}.svg`;
}

export function bannerFiles(): Array<[string, string]> {
  return Object.entries(SCENES).map(([name, scene]) => {
    const fence = scene.fence(250);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-hidden="true">` +
      `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>${fence.defs}</defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><path d="M0 300Q300 210 640 270T1380 240V${H}H0Z" fill="#b7d1a3"/>` +
      `<path d="M0 340Q420 280 860 330T1380 310V${H}H0Z" fill="#9fc08a"/>${fence.body}<rect y="${H - 64}" width="${W}" height="64" fill="#86ad72"/></svg>`;
    return [`banner-${name}-${W}x${H}.svg`, svg];
  });
}
