import type { StockStatus } from '../pricing/stock-state.ts';
import type { DeliveryTime } from '../rules/delivery-time.ts';

/**
 * The part of the catalog the fence planner works from, trimmed to what a bill of materials needs
 * (the loader builds it from the store's product documents: shared/planner/fetch-catalog.ts). Every
 * attribute is read from the catalog's own attributes and option labels; nothing names a SKU.
 */

/** The roles of a fence's parts, each found in its own branch of the category tree. */
export type PartRole = 'panel' | 'post' | 'fixing' | 'cap' | 'foundation' | 'privacy' | 'gate';

export interface PlannerProduct {
  sku: string;
  name: string;
  categoryIds: number[];
  /** Fence height the part is made for, in mm (attribute `hoehe`). */
  height?: number;
  /** Width in mm (attribute `breite`): a panel's width, a gate's clear opening. */
  width?: number;
  /** Option id of the colour (attribute `color`). */
  color?: string;
  /** Option id of the post mounting (attribute `ausfuehrung_neu`). */
  mount?: string;
  /** Number of gate leaves (attribute `anzahl_torfluegel`). */
  leaves?: number;
  /** Cross-section or roll size as labelled (attribute `size`: '60x40 mm', '19 cm x 35 m'). */
  size?: string;
  /** Pieces per pack ('Klemmhalter … (10 Stück)'), 1 when the name states none. */
  pack: number;
  /** Weight in kg (a bag of concrete: how much one unit holds). */
  weight: number;
  /** Gross unit price in the store (tax of the store's country included). */
  price: number;
  stock: StockStatus;
  qty: number | null;
  /** How long the part takes to arrive in the store; null when the catalog does not say. */
  deliveryTime: DeliveryTime | null;
  /** SKUs the catalog links as related (a panel names its post, cap and clamps). */
  related: string[];
  /** The configurable product this is a variant of (gates are chosen among variants). */
  parentSku?: string;
}

export interface PlannerSystem {
  /** Id of the category that holds the system's panels. */
  id: number;
  name: string;
  /** Shortest fence the system is sold for, in metres: the largest `min_length` of its products, 0 when none says. */
  minLength: number;
}

export interface PlannerCatalog {
  /** Category ids per part role (a role's category and everything below it). */
  roles: Record<PartRole, number[]>;
  systems: PlannerSystem[];
  /** Option labels by option id, for the choices the form offers. */
  labels: Record<string, string>;
  /** Option ids of mountings that set posts in concrete. */
  concreteMounts: string[];
  products: PlannerProduct[];
}

export const inRole = (catalog: Pick<PlannerCatalog, 'roles'>, role: PartRole, product: PlannerProduct): boolean =>
  product.categoryIds.some((id) => catalog.roles[role].includes(id));

export const productsOf = (catalog: PlannerCatalog, role: PartRole): PlannerProduct[] =>
  catalog.products.filter((p) => inRole(catalog, role, p));

/** Bought at all: out-of-stock parts stay in the list (they can be ordered), sorted last. */
export const buyable = (p: PlannerProduct): boolean => p.stock !== 'out_of_stock';

/** Panels of a system: simple products in its category with height, width and colour. */
export function panelsOf(catalog: Pick<PlannerCatalog, 'products' | 'roles'>, systemId: number): PlannerProduct[] {
  return catalog.products.filter(
    (p) => p.categoryIds.includes(systemId) && p.height && p.width && p.color && inRole(catalog, 'panel', p),
  );
}

/** Distinct values in catalog order, sorted when they are numbers. */
export function distinct<T extends string | number>(values: Array<T | undefined>): T[] {
  const out = [...new Set(values.filter((v): v is T => v !== undefined))];
  return typeof out[0] === 'number' ? out.sort((a, b) => Number(a) - Number(b)) : out;
}
