// CMS page, CMS block and banner documents for one store view. Texts are shared; only store_id
// (and, for the Austrian shop, a shipping sentence) differ.

import type { StoreView } from '../constants.ts';
import { bannerUrl } from '../images/banners.ts';
import { BLOCKS } from './blocks.ts';
import { LEGAL_PAGES } from './pages-legal.ts';
import { SHOP_PAGES } from './pages-shop.ts';
import { BUSINESS_PAGE } from './page-business.ts';

type Doc = Record<string, unknown>;

const CREATED = '2026-01-12 09:00:00';
const UPDATED = '2026-10-05 14:30:00';

// New pages go last, so the ids of existing pages stay.
export const CMS_PAGES = [...SHOP_PAGES, ...LEGAL_PAGES, BUSINESS_PAGE];

export function cmsPageDocs(store: StoreView): Doc[] {
  return CMS_PAGES.map((page, i) => ({
    id: i + 1,
    identifier: page.identifier,
    title: page.title,
    content_heading: page.heading,
    content:
      store.country === 'AT' && page.identifier === 'versand-und-zahlung'
        ? page.content.replace(
            'innerhalb Deutschlands versandkostenfrei',
            'innerhalb Deutschlands und Österreichs versandkostenfrei',
          )
        : page.content,
    meta_title: `${page.title} | Zaunshop`,
    meta_description: page.metaDescription,
    meta_keywords: '',
    page_layout: '1column',
    active: true,
    store_id: store.id,
    creation_time: CREATED,
    update_time: UPDATED,
  }));
}

export function cmsBlockDocs(store: StoreView): Doc[] {
  return BLOCKS.map((block) => ({
    id: block.id,
    identifier: block.identifier,
    title: block.title,
    content: block.content,
    active: true,
    store_id: store.id,
    creation_time: CREATED,
    update_time: UPDATED,
  }));
}

interface BannerText {
  slider: number;
  order: number;
  title: string;
  text: string;
  link: string;
  image: string;
  button: string;
  active?: boolean;
}

const BANNERS: BannerText[] = [
  {
    slider: 1,
    order: 1,
    title: 'Black Week im Zaunshop',
    text: 'Bis zu 25 % auf Doppelstabmatten 8/6/8 und Gartentore – nur bis 30. November.',
    link: '/c/doppelstabmatten-8-6-8',
    image: 'doppelstab',
    button: 'Jetzt sparen',
  },
  {
    slider: 1,
    order: 2,
    title: 'Gabionen: Natur trifft Stahl',
    text: 'Steinkörbe und Gabionenzäune mit Füllsteinen im Big Bag – auf Wunsch fertig befüllt.',
    link: '/c/gabionen',
    image: 'gabionen',
    button: 'Gabionen entdecken',
  },
  {
    slider: 1,
    order: 3,
    title: 'Tore für jede Einfahrt',
    text: 'Ein- und zweiflügelige Tore, passend zu jedem Zaunsystem – inklusive Pfosten und Schloss.',
    link: '/c/tore',
    image: 'tore',
    button: 'Zu den Toren',
  },
  {
    slider: 1,
    order: 4,
    title: 'Neu: WPC-Zäune',
    text: 'Holzoptik ohne Streichen – splitterfrei, witterungsfest und in drei Farben.',
    link: '/c/wpc-zaeune',
    image: 'holz-wpc',
    button: 'WPC ansehen',
  },
  {
    slider: 1,
    order: 5,
    title: 'Frühjahrsaktion Sichtschutz',
    text: 'Die Aktion ist beendet und bleibt für das nächste Frühjahr gespeichert.',
    link: '/c/sichtschutz',
    image: 'sichtschutz',
    button: 'Mehr erfahren',
    active: false,
  },
  {
    slider: 2,
    order: 1,
    title: 'Wir bauen Ihren Zaun auf',
    text: 'Montage durch eigene Teams – vom Aufmaß bis zur Abnahme.',
    link: '/c/montage',
    image: 'montage',
    button: 'Montage anfragen',
  },
  {
    slider: 2,
    order: 2,
    title: 'Blickdicht in einem Nachmittag',
    text: 'Sichtschutzstreifen einfach in den vorhandenen Doppelstabmattenzaun flechten.',
    link: '/c/sichtschutzstreifen',
    image: 'sichtschutz',
    button: 'Streifen ansehen',
  },
];

export function bannerDocs(): Doc[] {
  return BANNERS.map((b, i) => ({
    id: i + 1,
    slider_id: b.slider,
    order_banner: b.order,
    title: b.title,
    text: b.text,
    link: b.link,
    image: bannerUrl(b.image),
    button_text: b.button,
    is_active: b.active ?? true,
  }));
}
