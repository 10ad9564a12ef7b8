// The fictional company behind the demo shop. Every page and block takes its contact data from
// here, so the imprint, the contact page and the footer never disagree. All details are invented;
// the e-mail domain is an .example domain on purpose.

export const COMPANY = {
  brand: 'Zaunshop',
  legalName: 'Zaunshop Handels GmbH',
  street: 'Gewerbering 14',
  zip: '49393',
  city: 'Lohne (Oldenburg)',
  country: 'Deutschland',
  phone: '+49 4442 123 450',
  phoneHours: 'Montag bis Freitag 8–18 Uhr, Samstag 9–13 Uhr',
  fax: '+49 4442 123 459',
  email: 'service@zaunshop.example',
  privacyEmail: 'datenschutz@zaunshop.example',
  managingDirectors: 'Katrin Hollmann, Jens Wiechmann',
  register: 'Amtsgericht Oldenburg, HRB 123456',
  vatId: 'DE123456789',
  atBranch: 'Zaunshop Handels GmbH, Zweigniederlassung Österreich, Industriestraße 8, 4600 Wels',
  freeShippingFrom: 500,
} as const;

export const address = (): string =>
  `${COMPANY.legalName}<br>${COMPANY.street}<br>${COMPANY.zip} ${COMPANY.city}<br>${COMPANY.country}`;
