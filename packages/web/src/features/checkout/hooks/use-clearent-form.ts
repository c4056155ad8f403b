import { useCallback, useEffect, useState } from 'react';
import type { PaymentChoices } from '@bookfront/contract';

/** What the page uses of Clearent's JavaScript SDK (clearent-host.js). */
type ClearentSdk = {
  /** Draws the card fields, in frames from `baseUrl`, inside the page's #payment-form. */
  init(options: { baseUrl: string; pk: string }): void;
  /** A one-use token for the card typed in the fields; rejects when the fields hold no valid card. */
  getPaymentToken(): Promise<{ payload: { 'mobile-jwt': { jwt: string } } }>;
};

declare global {
  interface Window {
    ClearentSDK?: ClearentSdk;
  }
}

export type ClearentForm = NonNullable<PaymentChoices['clearent_form']>;

/** The element Clearent's SDK draws its card fields in. */
export const clearentFieldsElementId = 'payment-form';

const scripts = new Map<string, Promise<void>>();

/** Adds the script once per address; the promise fails when it cannot load (offline, or refused by the page's policy). */
function loadScript(url: string): Promise<void> {
  const loading =
    scripts.get(url) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`${url} could not be loaded`));
      };
      document.head.append(script);
    });
  scripts.set(url, loading);
  return loading;
}

/**
 * Whether this document was loaded at the page it shows. The server lets Clearent's script into the review page's
 * policy only (docs/features/checkout.md#hosted-card-forms), and a page reached inside the app keeps the policy of the
 * page the document was loaded at.
 */
function documentLoadedHere(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  if (!entry) return true;
  return new URL(entry.name).pathname.replace(/\/+$/, '') === window.location.pathname.replace(/\/+$/, '');
}

/**
 * Clearent's card fields for `form` (docs/features/checkout.md#hosted-card-forms): loads Clearent's script, draws the
 * fields in #payment-form, and gives a one-use token for the card typed in them. A page reached inside the app is
 * loaded again first, so that its own policy lets the script in.
 */
export function useClearentForm(form: ClearentForm | undefined) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const scriptUrl = form?.script_url;
  const baseUrl = form?.base_url;
  const publicKey = form?.public_key;

  useEffect(() => {
    if (scriptUrl === undefined || baseUrl === undefined || publicKey === undefined) return;
    if (!documentLoadedHere()) {
      window.location.replace(window.location.href);
      return;
    }
    let isCurrent = true;
    loadScript(scriptUrl)
      .then(() => {
        const sdk = window.ClearentSDK;
        if (!isCurrent) return;
        if (!sdk) throw new Error('Clearent’s script defined no ClearentSDK');
        // Drawn once per visit of the page, even when the effect runs again.
        document.getElementById(clearentFieldsElementId)?.replaceChildren();
        sdk.init({ baseUrl, pk: publicKey });
        setStatus('ready');
      })
      .catch(() => {
        if (isCurrent) setStatus('unavailable');
      });
    return () => {
      isCurrent = false;
    };
  }, [scriptUrl, baseUrl, publicKey]);

  const token = useCallback(async (): Promise<string> => {
    const sdk = window.ClearentSDK;
    if (!sdk) throw new Error('Clearent’s script is not loaded');
    const result = await sdk.getPaymentToken();
    return result.payload['mobile-jwt'].jwt;
  }, []);

  return { status, token };
}
