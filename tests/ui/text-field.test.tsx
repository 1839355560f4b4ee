// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../src/ui/index.ts';

describe('TextField', () => {
  it('derives the id from the name', () => {
    render(<TextField name="email" label="Sähköposti" />);
    const field = screen.getByLabelText('Sähköposti');
    expect(field).toHaveAttribute('id', 'email');
    expect(field).toHaveAttribute('name', 'email');
  });

  it('derives the name from the id', () => {
    render(<TextField id="phone" label="Puhelinnumero" type="tel" />);
    const field = screen.getByRole('textbox', { name: 'Puhelinnumero' });
    expect(field).toHaveAttribute('name', 'phone');
    expect(field).toHaveAttribute('type', 'tel');
  });

  it('needs an id or a name', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error neither id nor name: a type error, and a run-time error for untyped callers
    expect(() => render(<TextField label="Nimi" />)).toThrow('TextField needs an id or a name.');
    consoleError.mockRestore();
  });

  it('links its hint and error to the control and marks it invalid', () => {
    render(
      <TextField
        name="postCode"
        label="Postinumero"
        hint="Viisi numeroa"
        error="Tarkista postinumero."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Postinumero' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Viisi numeroa Tarkista postinumero.');
  });

  it('is valid and undescribed without hint and error', () => {
    render(<TextField name="city" label="Postitoimipaikka" />);
    const field = screen.getByRole('textbox', { name: 'Postitoimipaikka' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('counts characters as current/limit in a polite live region', async () => {
    const user = userEvent.setup();
    render(<TextField name="message" label="Viesti" multiline counterLimit={100} />);
    const field = screen.getByRole('textbox', { name: 'Viesti' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByText('0/100')).toHaveAttribute('aria-live', 'polite');
    await user.type(field, 'Hei hoitaja!');
    expect(screen.getByText('12/100')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('12/100');
  });

  it('reads the counter with counterLabel to screen readers', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        name="message"
        label="Viesti"
        counterLimit={5}
        counterLabel={(current, limit) => `${current} / ${limit} merkkiä`}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Viesti' });
    await user.type(field, 'Kuusi!');
    expect(field).toHaveAccessibleDescription('6 / 5 merkkiä');
    expect(screen.getByText('6/5').closest('p')).toHaveClass('ds-field__counter--over');
  });

  it('counts a controlled value', () => {
    render(
      <TextField
        name="street"
        label="Katuosoite"
        value="Mannerheimintie 1"
        readOnly
        counterLimit={30}
      />,
    );
    expect(screen.getByText('17/30')).toBeInTheDocument();
  });

  it('counts again after a native form reset', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <TextField name="code" label="Chat-koodi" defaultValue="AB12" counterLimit={8} />
        <button type="reset">Tyhjennä</button>
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Chat-koodi' }), 'CD');
    expect(screen.getByText('6/8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    expect(await screen.findByText('4/8')).toBeInTheDocument();
  });

  it("works with react-hook-form's register: ref, value, counter and reset", async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    function Form() {
      const { register, handleSubmit, reset } = useForm({ defaultValues: { message: 'Hei' } });
      return (
        <form
          onSubmit={(event) => {
            void handleSubmit((values) => {
              submitted.push(values);
            })(event);
          }}
        >
          <TextField {...register('message')} label="Viesti" multiline counterLimit={100} />
          <button type="submit">Lähetä</button>
          <button
            type="button"
            onClick={() => {
              reset();
            }}
          >
            Tyhjennä
          </button>
        </form>
      );
    }
    render(<Form />);
    const field = screen.getByRole('textbox', { name: 'Viesti' });
    expect(field).toHaveValue('Hei');
    expect(await screen.findByText('3/100')).toBeInTheDocument();
    await user.type(field, ' maailma');
    expect(screen.getByText('11/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(submitted).toEqual([{ message: 'Hei maailma' }]);
    await user.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    expect(field).toHaveValue('Hei');
    expect(await screen.findByText('3/100')).toBeInTheDocument();
  });
});
