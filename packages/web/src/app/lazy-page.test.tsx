import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPage', () => {
  it('draws a preloaded page in its first render, never its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();

    const { container } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );

    expect(container.textContent).toBe('Hello Ada');
  });

  it('shows the fallback until a page that was not preloaded arrives', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Page = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Greeting));

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
