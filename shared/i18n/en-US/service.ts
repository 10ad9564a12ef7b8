/**
 * Texts of the contact and business-customer forms, sharing a cart by e-mail, and the branch
 * finder (/filialen). The English source text is the key. (Name, Phone, Company, Message, Send
 * message, Opening hours and the sent/failed notes are layout texts)
 */
export const serviceKeys = [
  // Contact forms
  'Write to us',
  'Your enquiry as a business customer',
  'Fields marked with * are required.',
  'Phone number (optional)',
  'VAT ID (optional)',
  'Your message',
  'I agree that my details are processed to answer my enquiry.',
  'Read the privacy policy',
  'Leave this field empty',
  'Sending…',
  'Please check the marked fields.',
  'Your message could not be sent. Please check your connection and try again.',
  'Send another message',
  'Please provide a valid phone number.',
  'Please agree to the processing of your data according to the privacy policy.',
  'Must have at most {max} characters.',
  'The form could not be verified. Please reload the page and try again.',
  'The form has expired. Please reload the page and send your message again.',
  'This form has already been sent. Please reload the page to send another message.',
  'Too many messages. Please try again in {minutes} minutes.',

  // Share cart by e-mail
  "Recipient's e-mail address",
  'Send link',

  // Branch finder
  'Our branches',
  'Visit us for advice, pick up your order or book installation at one of our branches in Germany and Austria.',
  'Postcode or town',
  'Find branches',
  'Show all branches',
  'Branches nearest to {place}',
  'All branches',
  'Distances are approximate: they are measured from the centre of the postcode area.',
  'approx. {km} km away',
  'Services',
  'Map of the branches',
  'Searched place',
  'Please enter a 5-digit German or 4-digit Austrian postcode, or a town.',
  'No postcode or town found for "{query}".',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
  'Consultation',
  'Showroom',
  'Pickup',
  'Installation',
  'Delivery',
  'Phone',
  'Company',
  'Send message',
  'Thank you for your message. We will get back to you as soon as possible.',
  'Opening hours',
] as const;

export type ServiceKey = (typeof serviceKeys)[number];
