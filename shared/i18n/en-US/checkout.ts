/**
 * Texts of the cart, microcart and checkout screens (personal details, shipping, payment,
 * order review, confirmation, thank-you). The English source text is the key.
 */
export const checkoutKeys = [
  // Cart and microcart
  'Shopping cart',
  'Your cart is empty.',
  'You have not added any products to your cart yet.',
  'Continue shopping',
  'Go to checkout',
  '1 item',
  '{count} items',
  'Number of items in cart: {count}',
  'Edit product',
  'Remove {productName} from cart',
  'Product has been removed from the cart.',
  'Clear cart',
  'Do you really want to remove all products from your cart?',
  'Not in stock at the moment - longer delivery time',
  'Checking stock...',
  'Please wait until the stock check has finished.',
  'Share cart',
  'Share cart by e-mail',
  'The cart has been sent to {email}.',

  // Totals and coupon
  'Subtotal',
  'Subtotal incl. tax',
  'Shipping',
  'Shipping costs',
  'Tax',
  'Discount',
  'Grand total',
  'Total',
  'Free',
  'Discount code',
  'Add a discount code',
  'Apply',
  'Remove discount code',
  'The discount code has been applied.',

  // Checkout steps
  'Checkout',
  'Secure checkout',
  'Step {step} of {steps}',
  'Personal details',
  'Shipping address',
  'Billing address',
  'Payment',
  'Order review',
  'Order summary',
  'Confirmation',
  'Continue to shipping',
  'Continue to payment',
  'Continue to order review',
  'Place order and pay',
  'Placing your order...',
  'You are being redirected to the checkout...',

  // Address and personal data fields
  'First name',
  'Last name',
  'Country',
  'Street',
  'House number',
  'Address addition',
  'Zip-code',
  'City',
  'State / Province',
  'Phone number',
  'Company name',
  'Tax identification number',
  'I want to create an account',
  'Billing address is the same as shipping address',
  'I need an invoice for my company',

  // Shipping and payment methods
  'Shipping method',
  'Payment method',
  'Payment methods',
  'No shipping methods are available for this address.',
  "Freight (over 31.5 kg) cannot be shipped with DPD, and the forwarder's rate can only be calculated online: {names}. Please order when you are back online, or remove these items to send the rest with DPD.",
  'No payment methods are available.',
  'Cash on delivery',
  'Prepayment (bank transfer)',
  'Invoice',
  'PayPal',
  'Pay with PayPal',

  // Order review and consents
  'I accept the {terms}',
  'terms and conditions',
  'I have read the privacy policy and the cancellation policy.',
  'Your order could not be placed. Please try again.',

  // Thank-you and order confirmation
  'Thank you for your order!',
  'Your order number is {orderNumber}.',
  'You will receive an order confirmation by e-mail shortly.',
  'Order confirmation',
  'Please confirm the orders you placed while offline.',
  'Confirm orders',
  'Back to shop',

  // Microcart: quantity steppers, share link, totals state
  'Decrease quantity',
  'Increase quantity',
  'Quantity of {productName}',
  'Share link',
  'Copy link',
  'The link has been copied.',
  'Anyone with this link gets a copy of the products in your cart.',
  'Totals are being updated...',

  // Own checkout: account option, tax rate of the totals
  'Choose a password',
  'Repeat the password',
  'incl. {percent} % VAT',

  // Totals before a shipping method is chosen
  'calculated in the next step',
  'calculated at checkout',

  // Thank-you page and order confirmation mail: the order, and how to pay it in advance
  'Ordered items',
  'Bank details for your transfer',
  'Please transfer the amount to the following account:',
  'Account holder',
  'Amount to transfer',
  'Payment reference',
  'We will ship your order as soon as your payment has arrived.',
  'The order details are shown here once your order has been sent.',
  'Order confirmation {orderNumber}',
  'Hello {name},',
  'thank you for your order. We have received it and will process it shortly.',
  'Your Zaunshop team',
] as const;

export type CheckoutKey = (typeof checkoutKeys)[number];
