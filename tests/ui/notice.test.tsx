// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice, Spinner, VisuallyHidden } from '../../src/ui/index.ts';

describe('Notice', () => {
  it('shows a titled message whose tone is also spoken', () => {
    render(
      <Notice tone="warning" title="Huoltokatko" toneLabel="Varoitus">
        <p>Palvelu on poissa käytöstä klo 22–23.</p>
      </Notice>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Huoltokatko' })).toBeInTheDocument();
    expect(screen.getByText('Varoitus:')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a live role when asked', () => {
    render(
      <Notice tone="error" role="alert">
        Lähetys epäonnistui.
      </Notice>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Lähetys epäonnistui.');
  });
});

describe('Spinner', () => {
  it('is a status with a label for screen readers', () => {
    render(<Spinner label="Ladataan tietoja" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Ladataan tietoja');
    expect(screen.getByText('Ladataan tietoja')).toHaveClass('visually-hidden');
  });

  it('can show its label', () => {
    render(<Spinner label="Ladataan" showLabel />);
    expect(screen.getByText('Ladataan')).not.toHaveClass('visually-hidden');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for screen readers only', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Sulje</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Sulje');
    expect(screen.getByText('Sulje')).toHaveClass('visually-hidden');
  });
});
