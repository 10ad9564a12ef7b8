import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../app-context.tsx';
import type { CheckoutStep } from '../state.ts';
import type { Errors } from '../validation.ts';
import { focusFirstError } from '../../components/form/Field.tsx';

/**
 * One section of the one-page checkout: its heading with the step number, the form while it is
 * the open step, a short summary with an edit button once it is done, nothing before it.
 */
export function Step(props: {
  step: CheckoutStep;
  number: number;
  title: string;
  state: 'open' | 'done' | 'todo';
  summary?: ReactNode;
  onEdit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const { step, number, title, state, summary, onEdit, children } = props;
  // When a step opens after the page loaded (continue or edit), keyboard and screen reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (state === 'open' && previous.current !== 'open') heading.current?.focus();
    previous.current = state;
  }, [state]);
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={`step-${step}-title`}>
      <h2 id={`step-${step}-title`} className="checkout-step__title" ref={heading} tabIndex={-1}>
        <span className="checkout-step__number" aria-hidden="true">
          {number}
        </span>
        <span className="sr-only">{t('Step {step} of {steps}', { step: number, steps: 4 })}: </span>
        {title}
      </h2>
      {state === 'open' ? children : null}
      {state === 'done' ? (
        <div className="checkout-step__summary">
          <div>{summary}</div>
          <button type="button" className="text-button" onClick={onEdit} aria-label={`${t('Edit')}: ${title}`}>
            {t('Edit')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A step's form: validates on submit (errors shown, focus to the first one), then runs the step's
 * work with a busy state; a failure of that work shows as the form's message.
 */
export function useStepForm(prefix: string, validate: () => Errors, work: () => Promise<void>) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validate();
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length) {
      focusFirstError(prefix, found);
      return;
    }
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, message, setMessage, submit };
}

export function FormMessage({ id, text }: { id: string; text: string | null }) {
  const t = useT();
  return text ? (
    <p id={id} className="error-text checkout__message" role="alert">
      {t(text)}
    </p>
  ) : null;
}
