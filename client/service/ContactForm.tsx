import './service.css';
import '../../shared/i18n/areas/messages.ts';
import '../../shared/i18n/areas/service.ts';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { validateContact, type ContactFormKind, type FieldErrors } from '../../shared/service/contact-schema.ts';
import { storeHref } from '../../shared/stores.ts';
import { useApp, useT } from '../app-context.tsx';
import { CheckField, TextArea, TextField, type FieldError } from '../components/form/Field.tsx';
import { createMailClient, type SendOutcome } from './mail-client.ts';

/**
 * The form below the contact and business-customer pages' CMS text:
 * checked in the browser with the server's own rules, sent with a single-use anti-forgery token,
 * with a hidden honeypot field. Wrong fields are marked and announced, focus moves to the first one;
 * success and failure are announced too.
 */

const FIELD_ORDER = ['name', 'email', 'phone', 'company', 'taxId', 'message', 'consent'] as const;
type Values = {
  name: string;
  email: string;
  phone: string;
  company: string;
  taxId: string;
  message: string;
  consent: boolean;
  website: string;
};
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  company: '',
  taxId: '',
  message: '',
  consent: false,
  website: '',
};

type Status =
  | { kind: 'idle' | 'sending' | 'sent' }
  | { kind: 'failed'; message: Extract<SendOutcome, { ok: false }>['message'] };

export default function ContactForm({ form }: { form: ContactFormKind }) {
  const t = useT();
  const { store, stores } = useApp();
  const { locale } = useSnapshot(stores.session);
  const client = useMemo(() => (typeof window === 'undefined' ? null : createMailClient(store.code)), [store.code]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [ready, setReady] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = `${form}-form`;
  const business = form === 'business';

  useEffect(() => {
    if (!client) return;
    void client.prepare();
    setReady(true);
  }, [client]);
  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') statusRef.current?.focus();
  }, [status]);

  const set = (field: keyof Values) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const errorOf = (field: string): FieldError | undefined => {
    const error = errors[field];
    return error ? { message: error.key, params: error.params } : undefined;
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!client || status.kind === 'sending') return;
    const message = { ...values, form };
    const checked = validateContact(message, locale);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setStatus({ kind: 'sending' });
    const outcome = await client.send({ ...message, lang: locale });
    if (outcome.ok) {
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
    } else {
      if (outcome.errors) showErrors(outcome.errors);
      setStatus({ kind: 'failed', message: outcome.message });
    }
  }

  const heading = business ? t('Your enquiry as a business customer') : t('Write to us');
  if (status.kind === 'sent') {
    return (
      <section className="service-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{heading}</h2>
        <div ref={statusRef} tabIndex={-1} role="status" className="form-status form-status--ok">
          {t('Thank you for your message. We will get back to you as soon as possible.')}
        </div>
        <button type="button" className="button button--secondary" onClick={() => setStatus({ kind: 'idle' })}>
          {t('Send another message')}
        </button>
      </section>
    );
  }

  return (
    <section className="service-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <p className="service-form__note">{t('Fields marked with * are required.')}</p>
      {status.kind === 'failed' && (
        <div ref={statusRef} tabIndex={-1} role="alert" className="form-status form-status--error">
          {Object.keys(errors).length
            ? t('Please check the marked fields.')
            : t(status.message.key, status.message.params)}
        </div>
      )}
      <form id={id} method="post" noValidate onSubmit={submit}>
        <TextField
          id={`${id}-name`}
          name="name"
          label={t('Name')}
          required
          autoComplete="name"
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set('name')(e.target.value)}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('E-mail address')}
          required
          autoComplete="email"
          value={values.email}
          error={errorOf('email')}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField
          id={`${id}-phone`}
          name="phone"
          type="tel"
          label={t('Phone number (optional)')}
          autoComplete="tel"
          value={values.phone}
          error={errorOf('phone')}
          onChange={(e) => set('phone')(e.target.value)}
        />
        {business && (
          <>
            <TextField
              id={`${id}-company`}
              name="company"
              label={t('Company')}
              required
              autoComplete="organization"
              value={values.company}
              error={errorOf('company')}
              onChange={(e) => set('company')(e.target.value)}
            />
            <TextField
              id={`${id}-taxId`}
              name="taxId"
              label={t('VAT ID (optional)')}
              value={values.taxId}
              error={errorOf('taxId')}
              onChange={(e) => set('taxId')(e.target.value)}
            />
          </>
        )}
        <TextArea
          id={`${id}-message`}
          name="message"
          label={t('Your message')}
          required
          rows={6}
          value={values.message}
          error={errorOf('message')}
          onChange={(e) => set('message')(e.target.value)}
        />
        <div className="field__honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('Leave this field empty')}</label>
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </div>
        <CheckField
          id={`${id}-consent`}
          name="consent"
          required
          label={t('I agree that my details are processed to answer my enquiry.')}
          checked={values.consent}
          error={errorOf('consent')}
          onChange={(e) => set('consent')(e.target.checked)}
        />
        <p className="service-form__note">
          <a href={storeHref(store, '/datenschutzerklaerung')} target="_blank" rel="noopener">
            {t('Read the privacy policy')}
          </a>
        </p>
        <button type="submit" className="button" disabled={!ready || status.kind === 'sending'}>
          {status.kind === 'sending' ? t('Sending…') : t('Send message')}
        </button>
      </form>
    </section>
  );
}
