import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deferredModule } from '../../lib/deferred-module.ts';
import { initI18n } from '../../lib/i18n.ts';
import { Deferred } from './deferred.tsx';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

beforeAll(async () => {
  await initI18n('tr');
});

describe('a deferred part of a prerendered page', () => {
  it('keeps the server’s HTML while its chunk loads, then hydrates it in place', async () => {
    const onServer = deferredModule(async () => ({ default: Counter }));
    await onServer.load();
    const html = renderToString(<Deferred module={onServer} placeholder={<p>Loading</p>} />);
    expect(html).toContain('Clicked 0');

    let arrive: (module: { default: typeof Counter }) => void = () => {};
    const inBrowser = deferredModule(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Deferred module={inBrowser} placeholder={<p>Loading</p>} />, {
        onRecoverableError: recoverable,
      });
    });
    // Still the server's button, never the placeholder.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(container.querySelector('button')).toBe(serverButton);

    await act(async () => arrive({ default: Counter }));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Clicked 1');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('shows its placeholder when drawn in the browser, until it loads', async () => {
    let arrive: (module: { default: typeof Counter }) => void = () => {};
    const part = deferredModule(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    render(<Deferred module={part} placeholder={<p>Loading</p>} />);
    expect(screen.getByText('Loading').closest('[aria-busy="true"]')).not.toBeNull();
    await act(async () => arrive({ default: Counter }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeTruthy();
  });
});
