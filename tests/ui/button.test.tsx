// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUTTON_VARIANTS, Button, ButtonLink, buttonClassName } from '../../src/ui/index.ts';

describe('Button', () => {
  it('is a real button that does not submit its form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    render(
      <form
        onSubmit={(event) => {
          onSubmit(event.nativeEvent);
        }}
      >
        <Button>Peruuta</Button>
        <Button type="submit">Tallenna</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Jatka</Button>);
    await user.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading: busy, inactive, but focusable and still named', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Tallenna
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Tallenna' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('keeps focus when loading starts and ends', () => {
    const { rerender } = render(<Button>Tallenna</Button>);
    const button = screen.getByRole('button', { name: 'Tallenna' });
    button.focus();
    rerender(<Button loading>Tallenna</Button>);
    expect(screen.getByRole('button', { name: 'Tallenna' })).toHaveFocus();
    rerender(<Button>Tallenna</Button>);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('is a toggle button with aria-pressed when pressed is given (checked state)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button variant="secondary" pressed onClick={onClick}>
        Verkkomaksu
      </Button>,
    );
    const toggle = screen.getByRole('button', { name: 'Verkkomaksu', pressed: true });
    await user.click(toggle);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('can be disabled', () => {
    render(<Button disabled>Lähetä</Button>);
    expect(screen.getByRole('button', { name: 'Lähetä' })).toBeDisabled();
  });

  it('renders each of the four variants (K-26)', () => {
    render(
      <>
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    for (const variant of BUTTON_VARIANTS) {
      expect(screen.getByRole('button', { name: variant })).toHaveClass(`ds-button--${variant}`);
    }
  });

  it('keeps the text as the accessible name next to an icon', () => {
    render(<Button icon={<svg aria-hidden="true" />}>Lisää</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Lisää');
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button', () => {
    render(
      <ButtonLink href="/fi/asiointi" variant="secondary">
        Etusivulle
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Etusivulle' });
    expect(link).toHaveAttribute('href', '/fi/asiointi');
    expect(link).toHaveClass('ds-button', 'ds-button--secondary');
  });

  it('shares its look through buttonClassName', () => {
    expect(buttonClassName({ variant: 'primaryNegative', fullWidth: true }, 'extra')).toBe(
      'ds-button ds-button--primaryNegative ds-button--full-width extra',
    );
  });
});
