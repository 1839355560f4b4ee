// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, Dialog, type DialogProps } from '../../src/ui/index.ts';

type HarnessProps = Partial<Omit<DialogProps, 'open' | 'onClose'>> & { withInitialFocus?: boolean };

function Harness({ withInitialFocus = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Avaa
      </button>
      <p>Sivun muu sisältö</p>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Istuntosi on päättymässä"
        description="Sinut kirjataan ulos pian."
        closeLabel="Sulje"
        actions={
          <>
            <Button variant="secondary">Kirjaudu ulos</Button>
            <Button ref={continueRef}>Jatka</Button>
          </>
        }
        {...(withInitialFocus ? { initialFocus: continueRef } : {})}
        {...props}
      />
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Avaa' }));
  return { user, view, dialog: screen.getByRole('dialog') };
}

const overlay = () => {
  const element = document.querySelector('.ds-dialog__overlay');
  if (!(element instanceof HTMLElement)) {
    throw new Error('no overlay');
  }
  return element;
};

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Istuntosi on päättymässä');
    expect(dialog).toHaveAccessibleDescription('Sinut kirjataan ulos pian.');
  });

  it('generates its ids with the default prefix ds- (A-08)', async () => {
    const { dialog } = await openDialog();
    expect(dialog.id).toMatch(/^ds-dialog-[A-Za-z0-9]+$/);
    expect(dialog.getAttribute('aria-labelledby')).toBe(`${dialog.id}-title`);
    expect(dialog.getAttribute('aria-describedby')).toBe(`${dialog.id}-description`);
  });

  it('takes another id prefix when given one', async () => {
    const { dialog } = await openDialog({ idPrefix: 'session-' });
    expect(dialog.id).toMatch(/^session-dialog-/);
  });

  it('moves focus to the first focusable element on open', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Sulje' })).toHaveFocus();
  });

  it('moves focus to initialFocus when given', async () => {
    await openDialog({ withInitialFocus: true });
    expect(screen.getByRole('button', { name: 'Jatka' })).toHaveFocus();
  });

  it('traps focus: Tab and Shift+Tab cycle inside (A-04)', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Sulje' });
    const logout = screen.getByRole('button', { name: 'Kirjaudu ulos' });
    const proceed = screen.getByRole('button', { name: 'Jatka' });
    await user.tab();
    expect(logout).toHaveFocus();
    await user.tab();
    expect(proceed).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(proceed).toHaveFocus();
  });

  it('hides the rest of the page from assistive technology while open (A-05)', async () => {
    const { user, view } = await openDialog();
    // `inert` takes the page out of the accessibility tree, focus order and pointer events.
    expect(view.container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(document.body).toHaveClass('ds-scroll-locked');
    await user.keyboard('{Escape}');
    expect(view.container).not.toHaveAttribute('inert');
    expect(document.body).not.toHaveClass('ds-scroll-locked');
  });

  it('closes on Escape and gives focus back to the opener (A-06, A-07)', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaa' })).toHaveFocus();
  });

  it('closes on an overlay click (A-07)', async () => {
    const { user } = await openDialog();
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avaa' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape and overlay clicks when both are disabled (A-10)', async () => {
    const { user, dialog } = await openDialog({
      closeOnEscape: false,
      closeOnOverlayClick: false,
    });
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await user.click(overlay());
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('keeps focus inside when something tries to focus the page behind', async () => {
    await openDialog();
    screen.getByRole('button', { name: 'Avaa', hidden: true }).focus();
    expect(screen.getByRole('button', { name: 'Sulje' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has nothing focusable', async () => {
    const user = userEvent.setup();
    function Bare() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
          >
            Avaa
          </button>
          <Dialog
            open={open}
            onClose={() => {
              setOpen(false);
            }}
            title="Ilmoitus"
          >
            <p>Vain tekstiä.</p>
          </Dialog>
        </>
      );
    }
    render(<Bare />);
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});

describe('Dialog inside a dialog', () => {
  function Nested() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <Dialog
        open={outer}
        onClose={() => {
          setOuter(false);
        }}
        title="Ulompi"
      >
        <Button
          onClick={() => {
            setInner(true);
          }}
        >
          Avaa sisempi
        </Button>
        <Dialog
          open={inner}
          onClose={() => {
            setInner(false);
          }}
          title="Sisempi"
        >
          <Button>Sisällä</Button>
        </Dialog>
      </Dialog>
    );
  }

  it('closes only the topmost dialog on Escape and hides the one below it', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Avaa sisempi' }));
    expect(screen.getByRole('dialog', { name: 'Sisempi' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ulompi' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Sisempi' }).closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sisällä' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Sisempi' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ulompi' }).closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Avaa sisempi' })).toHaveFocus();
  });
});
