import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { emptyCartSummary, type Session } from '@bookfront/contract';
import { sessionFixture } from '../../test/fixtures.ts';
import { sessionKeys } from '../session/session.ts';
import { storeCart } from './cart.ts';

describe('storeCart', () => {
  it('keeps the cart an action answered when a session fetch begun before it lands afterwards', async () => {
    const queryClient = new QueryClient();
    const before = sessionFixture();
    queryClient.setQueryData(sessionKeys.all, before);
    let answerStaleFetch: (session: Session) => void = () => {};
    const staleFetch = queryClient.fetchQuery({
      queryKey: sessionKeys.all,
      queryFn: () => new Promise<Session>((resolve) => (answerStaleFetch = resolve)),
    });
    const added = { ...before.cart, checksum: 'after-add', summary: { ...emptyCartSummary, total_quantity: 1 } };

    storeCart(queryClient, added);
    answerStaleFetch(before);
    await staleFetch.catch(() => {});

    expect(queryClient.getQueryData<Session>(sessionKeys.all)?.cart.checksum).toBe('after-add');
  });
});
