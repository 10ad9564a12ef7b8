import { z } from 'zod';

/**
 * Catalog documents in the vue-storefront-api `_source` shape. Objects are loose: imported
 * documents carry many more fields than the storefront reads, and they pass through untouched.
 */
export const stockSchema = z.looseObject({
  is_in_stock: z.boolean(),
  /** null: the quantity is unknown. */
  qty: z.number().nullable(),
  product_id: z.number().optional(),
});

export const mediaSchema = z.looseObject({
  image: z.string(),
  lab: z.string().nullish(),
  pos: z.number().optional(),
  typ: z.string().optional(),
});

export const configurableOptionSchema = z.looseObject({
  attribute_code: z.string(),
  attribute_id: z.union([z.number(), z.string()]),
  label: z.string(),
  values: z.array(z.looseObject({ value_index: z.union([z.number(), z.string()]), label: z.string() })),
});

export const tierPriceSchema = z.looseObject({ customer_group_id: z.number(), qty: z.number(), value: z.number() });

export const productLinkSchema = z.looseObject({
  link_type: z.string(),
  linked_product_sku: z.string().nullish(),
  position: z.number().optional(),
});

export const customOptionSchema = z.looseObject({
  option_id: z.number(),
  title: z.string(),
  type: z.string(),
  is_require: z.boolean().optional(),
  values: z
    .array(
      z.looseObject({
        option_type_id: z.number(),
        title: z.string(),
        price: z.number(),
        price_type: z.enum(['fixed', 'percent']),
      }),
    )
    .optional(),
});

export const bundleOptionSchema = z.looseObject({
  option_id: z.number(),
  title: z.string(),
  type: z.string().optional(),
  required: z.boolean().optional(),
  product_links: z.array(
    z.looseObject({
      id: z.union([z.number(), z.string()]),
      sku: z.string(),
      qty: z.number(),
      is_default: z.boolean().optional(),
    }),
  ),
});

const productBase = {
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  type_id: z.string(),
  status: z.number().optional(),
  visibility: z.number().optional(),
  tax_class_id: z.union([z.number(), z.string()]).optional(),
  price: z.number(),
  final_price: z.number().optional(),
  special_price: z.number().nullish(),
  special_from_date: z.string().nullish(),
  special_to_date: z.string().nullish(),
  url_key: z.string(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  image: z.string().optional(),
  thumbnail: z.string().optional(),
  media_gallery: z.array(mediaSchema).optional(),
  category_ids: z.array(z.union([z.number(), z.string()])).optional(),
  category: z.array(z.looseObject({ category_id: z.number(), name: z.string() })).optional(),
  stock: stockSchema.optional(),
  tier_prices: z.array(tierPriceSchema).optional(),
  product_links: z.array(productLinkSchema).optional(),
  custom_options: z.array(customOptionSchema).optional(),
  bundle_options: z.array(bundleOptionSchema).optional(),
  description: z.string().optional(),
  short_description: z.string().optional(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
  sale_label: z.string().nullish(),
  baseprice_product_unit: z.string().nullish(),
  baseprice_reference_unit: z.string().nullish(),
  updated_at: z.string().optional(),
  created_at: z.string().optional(),
  /** Added by the API: prices including the store's tax. */
  price_incl_tax: z.number().optional(),
  final_price_incl_tax: z.number().optional(),
  original_price_incl_tax: z.number().optional(),
};

export const childProductSchema = z.looseObject(productBase);
export const productSchema = z.looseObject({
  ...productBase,
  configurable_children: z.array(childProductSchema).optional(),
  configurable_options: z.array(configurableOptionSchema).optional(),
});

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  level: number;
  position: number;
  is_active: boolean;
  include_in_menu: boolean | number;
  product_count?: number;
  children_data?: CategoryNode[];
  [key: string]: unknown;
}

export const categorySchema: z.ZodType<CategoryNode> = z.looseObject({
  id: z.number(),
  parent_id: z.number().nullable(),
  name: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  level: z.number(),
  position: z.number(),
  is_active: z.boolean(),
  include_in_menu: z.union([z.boolean(), z.number()]),
  product_count: z.number().optional(),
  children_data: z.array(z.lazy(() => categorySchema)).optional(),
}) as unknown as z.ZodType<CategoryNode>;

export const attributeSchema = z.looseObject({
  attribute_id: z.number(),
  attribute_code: z.string(),
  frontend_label: z.string().nullish(),
  options: z.array(z.looseObject({ value: z.union([z.string(), z.number()]), label: z.string() })).optional(),
  is_user_defined: z.boolean().optional(),
  is_visible: z.boolean().optional(),
  is_comparable: z.union([z.boolean(), z.string(), z.number()]).optional(),
});

export const bannerSchema = z.looseObject({
  id: z.number(),
  slider_id: z.number(),
  order_banner: z.number(),
  title: z.string().optional(),
  text: z.string().optional(),
  link: z.string().optional(),
  image: z.string().optional(),
});

export const cmsPageSchema = z.looseObject({
  id: z.number(),
  identifier: z.string(),
  title: z.string().optional(),
  content: z.string().optional(),
  content_heading: z.string().nullish(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
});

export type Product = z.infer<typeof productSchema>;
export type ChildProduct = z.infer<typeof childProductSchema>;
export type Category = CategoryNode;
export type Attribute = z.infer<typeof attributeSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type CmsPage = z.infer<typeof cmsPageSchema>;
