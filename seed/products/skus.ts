// SKU patterns shared between families: bundles, grouped products and "related" links point at
// SKUs made by other modules, so the patterns live in one place instead of being retyped.

import { FINISHES, type ColorKey } from '../palette.ts';

const c = (color: ColorKey): string => FINISHES[color].code;

export const skus = {
  mat: (type: '656' | '868', height: number, color: ColorKey) => `DSM-${type}-${height}-${c(color)}`,
  post: (height: number, color: ColorKey) => `ZP-6040-${height}-${c(color)}`,
  postFoot: (height: number, color: ColorKey) => `ZPF-6040-${height}-${c(color)}`,
  cornerPost: (height: number, color: ColorKey) => `EP-6060-${height}-${c(color)}`,
  cap: (size: string, color: ColorKey) => `PK-${size.replace('x', '')}-${c(color)}`,
  strip: (kind: 'HART' | 'WEICH', color: ColorKey, length: number) => `SSS-${kind}-${c(color)}-${length}`,
  clampSet: 'BEF-KLEMM-6040-10',
  cornerClamp: 'BEF-ECKKLEMM-6060-10',
  stripClips: 'BEF-CLIPS-SSS-50',
  quickConcrete: 'FUND-SCHNELLBETON-25',
  hinge: 'BES-SCHARNIER-M16',
  lock: 'BES-EINSTECKSCHLOSS-40',
  cylinder: 'BES-PROFILZYLINDER-3030',
  handle: 'BES-DRUECKER-ALU',
  dropBolt: 'BES-BODENRIEGEL-500',
  gateStop: 'BES-TORFESTSTELLER',
} as const;
