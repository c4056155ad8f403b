import { waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';
import { rememberJustPlaced } from './just-placed.ts';

afterEach(() => sessionStorage.clear());

/** The account views, and a stand-in for the order page and the history the redirect may open. */
function renderComplete(session = sessionFixture()) {
  return renderInShell(
    <Routes>
      <Route path="/account/order/:id" element={<p>order page</p>} />
      <Route path="/account/orders" element={<p>order history</p>} />
      <Route path="/account/:view" element={<AccountPage />} />
    </Routes>,
    { path: '/account/complete', session },
  );
}

const expectPath = (router: ReturnType<typeof renderInShell>['router'], path: string) =>
  waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path));

describe('/account/complete', () => {
  it("opens the confirmation of the order this tab just placed, with a guest's link secret", async () => {
    rememberJustPlaced({ orderNumber: '100007', token: 's3cret' });

    const { router } = renderComplete();

    await expectPath(router, '/account/order/100007?success=1&token=s3cret');
  });

  it("opens a customer's order confirmation the same way", async () => {
    rememberJustPlaced({ orderNumber: '100008', token: null });

    const { router } = renderComplete(loggedInSessionFixture());

    await expectPath(router, '/account/order/100008?success=1');
  });

  it('opens the order history of a customer when this tab placed no order', async () => {
    const { router } = renderComplete(loggedInSessionFixture());

    await expectPath(router, '/account/orders');
  });
});
