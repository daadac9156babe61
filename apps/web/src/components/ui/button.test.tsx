import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

describe('button', () => {
  it('keeps its label on one line by default', () => {
    render(<Button className="mt-2">Kaydet</Button>);
    const classes = screen.getByRole('button', { name: 'Kaydet' }).className.split(' ');
    expect(classes).toContain('whitespace-nowrap');
    expect(classes).toContain('mt-2');
  });

  it("lets a caller's white-space replace it, so a long label can wrap instead of widening the page", () => {
    render(
      <Button className="whitespace-normal text-left">Resmi tebligatları tara ve hemen haber ver</Button>,
    );
    const classes = screen.getByRole('button', { name: /Resmi tebligatları/ }).className.split(' ');
    expect(classes).not.toContain('whitespace-nowrap');
    expect(classes).toContain('whitespace-normal');
  });
});
