/**
 * The cart's answer when a list added all at once (POST /api/cart/bulk-update) has a line that
 * cannot be delivered: nothing was added. `{products}`: the names of those products. Kept apart
 * from the cart's request schema so the planner page reads it without loading zod.
 */
export const NOTHING_ADDED = 'Nothing was added to the cart: {products} cannot be delivered.';
