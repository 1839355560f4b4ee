// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionSection, type AccordionToggle } from '../../src/ui/index.ts';

const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) {
    throw new Error('no panel');
  }
  return panel;
};

describe('Accordion', () => {
  it('has headings with real disclosure buttons that expand and collapse their panels', async () => {
    const user = userEvent.setup();
    render(
      <Accordion>
        <AccordionSection id="12" title="Hoitajan chat">
          <p>Chat on auki arkisin.</p>
        </AccordionSection>
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: 'Hoitajan chat' });
    expect(screen.getByRole('heading', { level: 3, name: 'Hoitajan chat' })).toContainElement(
      button,
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Chat on auki arkisin.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(button)).not.toBeVisible();
  });

  it('limits the panel height (K-36) unless told not to', () => {
    render(
      <Accordion defaultOpen={['a']} headingLevel={2}>
        <AccordionSection id="a" title="Rajattu">
          <p>Pitkä sisältö</p>
        </AccordionSection>
        <AccordionSection id="b" title="Rajaton" limitHeight={false}>
          <p>Lyhyt sisältö</p>
        </AccordionSection>
      </Accordion>,
    );
    expect(panelOf(screen.getByRole('button', { name: 'Rajattu' }))).toHaveClass(
      'ds-accordion__panel--limited',
    );
    expect(panelOf(screen.getByRole('button', { name: 'Rajaton' }))).not.toHaveClass(
      'ds-accordion__panel--limited',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Rajattu' })).toBeInTheDocument();
  });

  it('opens the sections of defaultOpen and gives each section its id as a hash target', () => {
    render(
      <Accordion defaultOpen={['34']}>
        <AccordionSection id="12" title="Ensimmäinen">
          <p>Yksi</p>
        </AccordionSection>
        <AccordionSection id="34" title="Toinen">
          <p>Kaksi</p>
        </AccordionSection>
      </Accordion>,
    );
    expect(screen.getByRole('button', { name: 'Toinen' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Ensimmäinen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.getElementById('34')).toContainElement(screen.getByText('Kaksi'));
  });

  it('can be controlled, e.g. by the URL hash, and reports each toggle', async () => {
    const user = userEvent.setup();
    const changes: AccordionToggle[] = [];
    function HashControlled() {
      const [hash, setHash] = useState('34');
      return (
        <Accordion
          open={[hash]}
          onOpenChange={(_open, toggled) => {
            changes.push(toggled);
            setHash(toggled.expanded ? toggled.id : '');
          }}
        >
          <AccordionSection id="12" title="Ensimmäinen">
            <p>Yksi</p>
          </AccordionSection>
          <AccordionSection id="34" title="Toinen">
            <p>Kaksi</p>
          </AccordionSection>
        </Accordion>
      );
    }
    render(<HashControlled />);
    expect(screen.getByText('Kaksi')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ensimmäinen' }));
    expect(changes).toEqual([{ id: '12', expanded: true }]);
    expect(screen.getByText('Yksi')).toBeVisible();
    expect(screen.getByText('Kaksi')).not.toBeVisible();
  });

  it('does not change a controlled open state by itself', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Accordion open={[]} onOpenChange={onOpenChange}>
        <AccordionSection id="12" title="Ensimmäinen">
          <p>Yksi</p>
        </AccordionSection>
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: 'Ensimmäinen' }));
    expect(onOpenChange).toHaveBeenCalledWith(['12'], { id: '12', expanded: true });
    expect(screen.getByRole('button', { name: 'Ensimmäinen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('AccordionSection that scrolls', () => {
  const heights = { scrollHeight: 2000, clientHeight: 612 };
  beforeEach(() => {
    // jsdom has no layout: the panel reports the heights of a panel past its max height.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback();
        }
        disconnect() {
          return undefined;
        }
      },
    );
    for (const [name, value] of Object.entries(heights)) {
      vi.spyOn(HTMLElement.prototype, name as keyof typeof heights, 'get').mockReturnValue(value);
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('becomes a named, keyboard-reachable region when its content overflows', async () => {
    const user = userEvent.setup();
    render(
      <Accordion>
        <AccordionSection id="34" title="Lääkärin chat">
          <p>Pitkä ohje</p>
        </AccordionSection>
      </Accordion>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lääkärin chat' }));
    const region = screen.getByRole('region', { name: 'Lääkärin chat' });
    await user.tab();
    expect(region).toHaveFocus();
  });
});
