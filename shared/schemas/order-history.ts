import type { OrderShipment } from './shipment.ts';

/** The customer's past orders as GET /api/user/order-history and GET /api/user/order/:incrementId answer them. */

/** One order of GET /api/user/order-history (Magento's sales order, the fields the account pages show). */
export interface OrderHistoryItem {
  entity_id: number;
  increment_id: string;
  store: string;
  status: string;
  state: string;
  created_at: string;
  updated_at: string;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  order_currency_code: string;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_incl_tax: number;
  shipping_amount: number;
  tax_amount: number;
  grand_total: number;
  coupon_code: string | null;
  shipping_description: string | null;
  billing_address: unknown;
  shipping_address: unknown;
  payment: { method: string; additional_information: string[] };
  total_item_count: number;
  /** Set on the single order view once the order has shipped. */
  shipment?: OrderShipment | null;
  items: Array<{
    item_id: number;
    sku: string;
    parent_sku: string | null;
    product_id: number;
    name: string;
    product_type: string;
    qty_ordered: number;
    price: number;
    price_incl_tax: number;
    row_total: number;
    row_total_incl_tax: number;
    tax_percent: number;
    tax_amount: number;
    discount_amount: number;
    product_option: unknown;
    options: unknown;
  }>;
}

export interface OrderHistory {
  items: OrderHistoryItem[];
  total_count: number;
  search_criteria: { page_size: number; current_page: number };
}
