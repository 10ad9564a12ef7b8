// The shop's colour range. One key per finish is shared by product names, the `color` attribute
// option and the SVG drawings, so a product called "Anthrazit" always shows an anthracite picture.

export type ColorKey = 'anthrazit' | 'gruen' | 'verzinkt' | 'braun' | 'natur';

export interface Finish {
  /** Option label of the `color` attribute. */
  label: string;
  /** Word used inside product names. */
  short: string;
  /** SKU fragment. */
  code: string;
  /** Drawing colours: body, highlight, shadow. */
  main: string;
  light: string;
  dark: string;
}

export const FINISHES: Record<ColorKey, Finish> = {
  anthrazit: {
    label: 'Anthrazit RAL 7016',
    short: 'Anthrazit',
    code: 'ANT',
    main: '#3b4247',
    light: '#5d666c',
    dark: '#262b2f',
  },
  gruen: { label: 'Grün RAL 6005', short: 'Grün', code: 'GN', main: '#1f4a3b', light: '#2f6a54', dark: '#123126' },
  verzinkt: {
    label: 'Silber verzinkt',
    short: 'Verzinkt',
    code: 'VZ',
    main: '#a4abb1',
    light: '#d2d7db',
    dark: '#737a80',
  },
  braun: { label: 'Braun', short: 'Braun', code: 'BR', main: '#6e4b2f', light: '#8d6643', dark: '#4b321f' },
  natur: { label: 'Natur', short: 'Natur', code: 'NT', main: '#c4915a', light: '#deb47f', dark: '#9a6d3c' },
};

/** Powder-coated steel comes in these three; most metal families are offered in all of them. */
export const METAL_COLORS: readonly ColorKey[] = ['anthrazit', 'gruen', 'verzinkt'];
