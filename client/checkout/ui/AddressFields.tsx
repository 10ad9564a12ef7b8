import { useT } from '../../app-context.tsx';
import type { AddressDetails } from '../state.ts';
import type { Errors } from '../validation.ts';
import { COUNTRIES } from '../../../shared/rules/order-labels.ts';
import { SelectField, TextField } from '../../components/form/Field.tsx';

/** The postal address fields of (shipping and billing), with autocomplete hints. */
export function AddressFields({
  prefix,
  address,
  errors,
  section,
  onChange,
}: {
  prefix: string;
  address: AddressDetails;
  errors: Errors;
  /** autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
  onChange: (patch: Partial<AddressDetails>) => void;
}) {
  const t = useT();
  const field = (name: keyof AddressDetails) => ({ id: `${prefix}-${name}`, error: errors[name] });
  return (
    <div className="form-grid">
      <TextField
        {...field('firstName')}
        label={t('First name')}
        required
        value={address.firstName}
        autoComplete={`${section} given-name`}
        onValue={(firstName) => onChange({ firstName })}
      />
      <TextField
        {...field('lastName')}
        label={t('Last name')}
        required
        value={address.lastName}
        autoComplete={`${section} family-name`}
        onValue={(lastName) => onChange({ lastName })}
      />
      <TextField
        {...field('streetAddress')}
        label={t('Street')}
        required
        value={address.streetAddress}
        autoComplete={`${section} address-line1`}
        onValue={(streetAddress) => onChange({ streetAddress })}
      />
      <TextField
        {...field('apartmentNumber')}
        label={t('House number')}
        required
        value={address.apartmentNumber}
        autoComplete={`${section} address-line2`}
        onValue={(apartmentNumber) => onChange({ apartmentNumber })}
      />
      <TextField
        {...field('zipCode')}
        label={t('Zip-code')}
        required
        value={address.zipCode}
        inputMode="numeric"
        autoComplete={`${section} postal-code`}
        onValue={(zipCode) => onChange({ zipCode })}
      />
      <TextField
        {...field('city')}
        label={t('City')}
        required
        value={address.city}
        autoComplete={`${section} address-level2`}
        onValue={(city) => onChange({ city })}
      />
      <SelectField
        {...field('country')}
        label={t('Country')}
        required
        value={address.country}
        options={COUNTRIES}
        autoComplete={`${section} country`}
        onValue={(country) => onChange({ country })}
      />
      <TextField
        {...field('state')}
        label={t('State / Province')}
        value={address.state}
        autoComplete={`${section} address-level1`}
        onValue={(state) => onChange({ state })}
      />
      <TextField
        {...field('phoneNumber')}
        label={t('Phone number')}
        type="tel"
        value={address.phoneNumber}
        autoComplete={`${section} tel`}
        onValue={(phoneNumber) => onChange({ phoneNumber })}
      />
    </div>
  );
}
