import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { Price, usePrice } from './price.tsx';

function Texts() {
  const price = usePrice();
  return (
    <ul>
      <li>{price.text(249_000, 'monthly')}</li>
      <li>{price.text(75_000, 'hourly')}</li>
      <li>{price.text(15_000, 'one_off')}</li>
      <li>{price.text(15_000, 'one_off', { once: true })}</li>
      <li>{price.text(123_456)}</li>
    </ul>
  );
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((item) => item.textContent);

afterAll(async () => {
  // The other files of this worker read Turkish.
  await initI18n('tr');
});

describe('the shared price words', () => {
  it('say in Turkish that KDV is added, with the period', async () => {
    await initI18n('tr');
    const { container } = render(<Texts />);
    expect(shown(container)).toEqual([
      '₺2.490 / ay + KDV',
      '₺750 / saat + KDV',
      '₺150 + KDV',
      '₺150 + KDV, tek seferlik',
      '₺1.234,56 + KDV',
    ]);
  });

  it('say it in English as VAT', async () => {
    await initI18n('en');
    const { container } = render(<Texts />);
    // English writes the lira's code, with a no-break space.
    expect(shown(container)).toEqual([
      'TRY\u00a02,490 / month + VAT',
      'TRY\u00a0750 / hour + VAT',
      'TRY\u00a0150 + VAT',
      'TRY\u00a0150 + VAT, one-off',
      'TRY\u00a01,234.56 + VAT',
    ]);
  });

  it('put the amount and the words in their own styles on a card', async () => {
    await initI18n('tr');
    const { container } = render(
      <Price kurus={249_000} billing="monthly" amountClassName="text-h1" suffixClassName="text-small" />,
    );
    expect(container.textContent).toBe('₺2.490 / ay + KDV');
    expect(container.querySelector('.text-h1')?.textContent).toBe('₺2.490');
    expect(container.querySelector('.text-small')?.textContent).toBe('/ ay + KDV');
  });
});
