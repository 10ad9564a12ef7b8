/**
 * The back office's only script (a Vite entry of its own; storefront pages never load it). It turns
 * every `form[data-admin-form]` into a JSON call to the back-office API and shows the answer:
 *
 *   action          the API path; data-method overrides POST (e.g. DELETE for logout)
 *   data-redirect   where to go after success; otherwise the page reloads to show the change
 *   data-show       result fields to show after success instead of reloading (a new password, a TOTP secret)
 *   data-login      on a 401 asking for the authenticator code, reveals the code field
 *
 * Fields become JSON values: checkboxes true/false, number inputs numbers (empty: null when
 * data-nullable), hidden 'true'/'false' booleans, empty text fields left out.
 * A `[data-print]` button prints the page (invoice, packing slip).
 */

type Json = Record<string, unknown>;

function bodyOf(form: HTMLFormElement): Json {
  const body: Json = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!element.name || element.disabled || element.closest('[hidden]')) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      body[element.name] = element.checked;
    } else if (element instanceof HTMLInputElement && element.type === 'number') {
      if (element.value !== '') body[element.name] = Number(element.value);
      else if (element.hasAttribute('data-nullable')) body[element.name] = null;
    } else if (
      element instanceof HTMLInputElement &&
      element.type === 'hidden' &&
      /^(true|false)$/.test(element.value)
    ) {
      body[element.name] = element.value === 'true';
    } else if (element.value !== '') {
      body[element.name] = element.value;
    }
  }
  return body;
}

function show(form: HTMLFormElement, text: string, ok: boolean): void {
  const status = form.querySelector<HTMLElement>('.form-status');
  if (!status) return;
  status.textContent = text;
  status.classList.toggle('ok', ok);
}

async function submit(form: HTMLFormElement): Promise<void> {
  const method = form.dataset.method ?? 'POST';
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.getAttribute('action') ?? '', {
      method,
      credentials: 'same-origin',
      headers: method === 'DELETE' ? {} : { 'content-type': 'application/json' },
      body: method === 'DELETE' ? undefined : JSON.stringify(bodyOf(form)),
    });
    const answer = (await response.json().catch(() => ({ result: 'Unerwartete Antwort des Servers.' }))) as Json;
    if (!response.ok) {
      if (form.hasAttribute('data-login') && answer.totp) {
        const code = form.querySelector<HTMLElement>('[data-totp]');
        code?.removeAttribute('hidden');
        code?.querySelector('input')?.focus();
      }
      show(form, String(answer.result ?? 'Fehler'), false);
      return;
    }
    if (form.dataset.show) {
      const result = (answer.result ?? {}) as Json;
      const lines = form.dataset.show.split(' ').map((field) => `${field}: ${String(result[field] ?? '–')}`);
      show(form, lines.join('\n'), true);
      return;
    }
    if (form.dataset.redirect) window.location.assign(form.dataset.redirect);
    else window.location.reload();
  } catch {
    show(form, 'Keine Verbindung zum Server. Bitte erneut versuchen.', false);
  } finally {
    if (button) button.disabled = false;
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-admin-form')) return;
  event.preventDefault();
  void submit(form);
});

document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-print]')) window.print();
});

document.documentElement.dataset.adminReady = 'true';
