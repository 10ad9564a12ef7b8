import './newsletter.css';
import '../../shared/i18n/areas/newsletter.ts';
import { Suspense, useState } from 'react';
import { useT } from '../app-context.tsx';
import { lazyLoaded } from '../components/lazy-loaded.tsx';
import { NEWSLETTER_PERCENT } from './newsletter-texts.ts';

/** The modal's code loads on the first click (pointing at or focusing the button fetches it ahead). */
const { Component: NewsletterModal, load: loadModal } = lazyLoaded(() => import('./NewsletterModal.tsx'));

/** The button that opened the modal gets the focus back when it closes. */
export const NEWSLETTER_TOGGLE_ID = 'newsletter-open';

/** Home page section inviting to the newsletter (10 % coupon), opening the newsletter modal. */
export function NewsletterTeaser() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className="newsletter-teaser" aria-labelledby="newsletter-teaser-title">
      <h2 id="newsletter-teaser-title">{t('Subscribe to our newsletter')}</h2>
      <p>{t('Sign up for our newsletter and get {percent}% off your next order.', { percent: NEWSLETTER_PERCENT })}</p>
      <button
        type="button"
        id={NEWSLETTER_TOGGLE_ID}
        className="button newsletter-teaser__button"
        aria-haspopup="dialog"
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={() => setOpen(true)}
      >
        {t('Subscribe')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NewsletterModal
            onClose={() => {
              setOpen(false);
              document.getElementById(NEWSLETTER_TOGGLE_ID)?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
