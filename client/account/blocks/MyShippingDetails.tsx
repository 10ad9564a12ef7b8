import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { SHORT_CODE_MIN } from '../../../shared/rules/limits.ts';
import { FIELD_REQUIRED, ZIP_TOO_SHORT } from '../../../shared/rules/texts.ts';
import type { CustomerAddress } from '../../../shared/schemas/user-address.ts';
import { useApp, useT } from '../../app-context.tsx';
import { FormMessage, TextField } from '../../components/form/Field.tsx';
import { updateProfile } from '../profile.ts';
import { checkName, problemsOf, type Problem } from '../validation.ts';

type Problems = Record<string, NonNullable<Problem>>;

const required = (value: string): Problem => (value.trim() ? null : { message: FIELD_REQUIRED });
const zip = (value: string): Problem =>
  required(value) ?? (value.trim().length >= SHORT_CODE_MIN ? null : { message: ZIP_TOO_SHORT });

/** The default shipping address of the account (saved with the profile, POST /api/user/me). */
export function MyShippingDetails() {
  const t = useT();
  const app = useApp();
  const { locale } = useSnapshot(app.stores.session);
  const profile = useSnapshot(app.stores.user).profile!;
  const current = (profile.addresses.find((a) => a.default_shipping) ?? profile.addresses[0]) as
    | CustomerAddress
    | undefined;
  const [fields, setFields] = useState({
    firstname: current?.firstname ?? profile.firstname,
    lastname: current?.lastname ?? profile.lastname,
    street: current?.street.join(', ') ?? '',
    postcode: current?.postcode ?? '',
    city: current?.city ?? '',
    country_id: current?.country_id ?? (app.store.country || 'DE'),
    telephone: current?.telephone ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf({
      firstname: checkName(fields.firstname, locale),
      lastname: checkName(fields.lastname, locale),
      street: required(fields.street),
      postcode: zip(fields.postcode),
      city: required(fields.city),
    });
    setProblems(found);
    if (Object.keys(found).length) return;
    const address = {
      ...(current ? { id: current.id } : {}),
      firstname: fields.firstname.trim(),
      lastname: fields.lastname.trim(),
      street: [fields.street.trim()],
      postcode: fields.postcode.trim(),
      city: fields.city.trim(),
      country_id: fields.country_id,
      telephone: fields.telephone.trim(),
      default_shipping: true,
      default_billing: current?.default_billing ?? true,
    };
    const others = app.stores.user.profile!.addresses.filter((a) => a.id !== current?.id);
    const outcome = await updateProfile(app, {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      addresses: [address, ...others],
    });
    setMessage(outcome.ok ? null : outcome.message);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t('My shipping details')}</h2>
      <TextField
        label={t('First name')}
        name="firstname"
        autoComplete="shipping given-name"
        value={fields.firstname}
        onChange={set('firstname')}
        error={problems.firstname}
      />
      <TextField
        label={t('Last name')}
        name="lastname"
        autoComplete="shipping family-name"
        value={fields.lastname}
        onChange={set('lastname')}
        error={problems.lastname}
      />
      <TextField
        label={t('Street')}
        name="street"
        autoComplete="shipping street-address"
        value={fields.street}
        onChange={set('street')}
        error={problems.street}
      />
      <TextField
        label={t('Zip-code')}
        name="postcode"
        autoComplete="shipping postal-code"
        value={fields.postcode}
        onChange={set('postcode')}
        error={problems.postcode}
      />
      <TextField
        label={t('City')}
        name="city"
        autoComplete="shipping address-level2"
        value={fields.city}
        onChange={set('city')}
        error={problems.city}
      />
      <div className="field">
        <label htmlFor="shipping-country">{t('Country')}</label>
        <select
          id="shipping-country"
          value={fields.country_id}
          onChange={set('country_id')}
          autoComplete="shipping country"
        >
          <option value="DE">{t('Germany')}</option>
          <option value="AT">{t('Austria')}</option>
        </select>
      </div>
      <TextField
        label={t('Phone number')}
        type="tel"
        name="telephone"
        autoComplete="shipping tel"
        value={fields.telephone}
        onChange={set('telephone')}
      />
      <FormMessage message={message} />
      <button type="submit" className="button">
        {t('Update my shipping details')}
      </button>
    </form>
  );
}
