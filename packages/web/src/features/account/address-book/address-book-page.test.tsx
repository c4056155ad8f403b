import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addressMessages, type Address } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AddressBookPage } from './address-book-page.tsx';

type Handlers = Parameters<typeof mockApi>[0];

const home: Address = {
  address_id: 'a1',
  name: 'Ada Reader',
  company_name: '',
  phone_number: '(604) 555-0142',
  phone_number_ext: '',
  email_address: '',
  street_address: '12 Main Street',
  street_address_2: '',
  city: 'Vancouver',
  province: 'British Columbia',
  country: 'Canada',
  postal_code: 'V6B 1A1',
  preferred: true,
  can_ship_to: true,
};
const work: Address = {
  ...home,
  address_id: 'a2',
  name: 'Ada at work',
  street_address: '500 Market Street',
  city: 'Seattle',
  province: 'Washington',
  country: 'United States',
  postal_code: '98101',
  preferred: false,
};

const provinces: Record<string, string[]> = {
  Canada: ['British Columbia', 'Ontario'],
  'United States': ['New York', 'Washington'],
};

function renderBook(addresses: Address[], handlers: Handlers = {}) {
  const api = mockApi({
    'address/getList': () => ({ json: { addresses } }),
    'country/getList': () => ({ json: { countries: ['Canada', 'France', 'United States'] } }),
    'province/getList': (body) => ({ json: { provinces: provinces[String(body.country)] ?? [] } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderInShell(<AddressBookPage />, { path: '/account/addresses' }), api };
}

const cardOf = (name: RegExp) => screen.getByRole('listitem', { name });

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add address' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add address' });
  // The form is ready once the store's country has its province list.
  await within(dialog).findByRole('option', { name: 'New York' });
  return dialog;
}

async function fillAmericanAddress(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: /Full Name/ }), 'Ben Ortiz');
  await user.type(form.getByRole('textbox', { name: /Street Address/ }), '1 Broadway');
  await user.type(form.getByRole('textbox', { name: /City/ }), 'New York');
  await user.selectOptions(form.getByRole('combobox', { name: /State \/ Province/ }), 'New York');
  await user.type(form.getByRole('textbox', { name: /Zip Code/ }), '10004');
  await user.type(form.getByRole('textbox', { name: /Phone Number/ }), '2125550199');
}

describe('AddressBookPage', () => {
  it('lists the addresses with the preferred one marked', async () => {
    renderBook([home, work]);

    const preferred = await screen.findByRole('listitem', { name: /Ada Reader/ });
    expect(within(preferred).getByText('Preferred')).toBeInTheDocument();
    expect(within(preferred).getByText('Vancouver, British Columbia V6B 1A1')).toBeInTheDocument();
    expect(within(preferred).queryByRole('button', { name: /as preferred/ })).not.toBeInTheDocument();
    expect(within(cardOf(/Ada at work/)).queryByText('Preferred')).not.toBeInTheDocument();
    expect(document.title).toBe('Riverbend Books | Address Book');
  });

  it('shows a skeleton while loading and an invitation when there are no addresses', async () => {
    renderBook([]);

    expect(screen.getByLabelText('Loading addresses')).toBeInTheDocument();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });

  it('adds an address in the store’s country, formatting the phone as typed, and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([], {
      'address/create': (body) => ({ json: { addresses: [{ ...home, ...body, address_id: 'a3' }] } }),
    });
    const dialog = await openAddDialog(user);

    await fillAmericanAddress(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(addressMessages.saved)).toBeInTheDocument();
    const sent = api.calls.find((call) => call.action === 'address/create')?.body;
    expect(sent).toMatchObject({
      name: 'Ben Ortiz',
      country: 'United States',
      province: 'New York',
      postal_code: '10004',
      phone_number: '(212) 555-0199',
    });
    expect(sent).not.toHaveProperty('email_address');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: /Ben Ortiz/ })).toBeInTheDocument();
  });

  it('shows every message of the spec before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([]);
    const dialog = await openAddDialog(user);
    const form = within(dialog);

    await user.type(form.getByRole('textbox', { name: /Zip Code/ }), '1234');
    await user.type(form.getByRole('textbox', { name: /Phone Number/ }), '555-01');
    await user.type(form.getByRole('textbox', { name: /Ext\./ }), '1');
    await user.click(form.getByRole('button', { name: 'Save' }));

    for (const message of [
      addressMessages.nameRequired,
      addressMessages.streetAddressRequired,
      addressMessages.cityRequired,
      addressMessages.provinceInvalid,
      addressMessages.postalCodeInvalid,
      addressMessages.phoneRequired,
      addressMessages.extensionInvalid,
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.some((call) => call.action === 'address/create')).toBe(false);
  });

  it('upper-cases and spaces a Canadian postal code and labels a US one Zip Code', async () => {
    const user = userEvent.setup();
    renderBook([]);
    const dialog = await openAddDialog(user);
    const form = within(dialog);

    await user.selectOptions(form.getByRole('combobox', { name: /Country/ }), 'Canada');
    const postal = form.getByRole('textbox', { name: /Postal Code/ });
    await user.type(postal, 'v6b1a1');

    expect(postal).toHaveValue('V6B 1A1');
    expect(await form.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
  });

  it('takes the province as free text for a country without a list', async () => {
    const user = userEvent.setup();
    renderBook([]);
    const dialog = await openAddDialog(user);
    const form = within(dialog);

    await user.selectOptions(form.getByRole('combobox', { name: /Country/ }), 'France');

    expect(await form.findByRole('textbox', { name: /State \/ Province/ })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Postal Code/ })).not.toBeRequired();
  });

  it('puts the server’s field messages on the fields and says there was an error', async () => {
    const user = userEvent.setup();
    renderBook([home], {
      'address/modify': () => ({
        status: 400,
        json: {
          error: 'There was an error. Please review form.',
          code: 'INVALID_INPUT',
          fields: { city: addressMessages.cityRequired },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Reader, 12 Main Street' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    await within(dialog).findByRole('option', { name: 'Ontario' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(addressMessages.cityRequired)).toBeInTheDocument();
    expect(await screen.findByText(addressMessages.failed)).toBeInTheDocument();
  });

  it('asks before deleting and removes the address', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([home, work], {
      'address/delete': () => ({ json: { addresses: [home] } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Ada at work, 500 Market Street' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(within(dialog).getByText(addressMessages.confirmRemove)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(addressMessages.removed)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'address/delete')?.body).toMatchObject({ address_id: 'a2' });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Ada at work/ })).not.toBeInTheDocument());
  });

  it('makes another address preferred', async () => {
    const user = userEvent.setup();
    renderBook([home, work], {
      'address/setPreferred': () => ({
        json: {
          addresses: [
            { ...work, preferred: true },
            { ...home, preferred: false },
          ],
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Set Ada at work, 500 Market Street as preferred' }));

    await waitFor(() => expect(within(cardOf(/Ada at work/)).getByText('Preferred')).toBeInTheDocument());
    expect(within(cardOf(/Ada Reader/)).queryByText('Preferred')).not.toBeInTheDocument();
  });

  it('says there was an error when an action fails', async () => {
    const user = userEvent.setup();
    renderBook([home, work], {
      'address/setPreferred': () => ({ status: 500, json: { error: 'There was an error. Please try again later.' } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Set Ada at work, 500 Market Street as preferred' }));

    expect(await screen.findByText(addressMessages.failed)).toBeInTheDocument();
  });
});
