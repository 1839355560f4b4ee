// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from '../../src/ui/index.ts';

describe('SkipLink', () => {
  it('is reached first and moves focus to the main content without touching the hash (A-01)', async () => {
    const user = userEvent.setup();
    window.location.hash = '#12';
    render(
      <>
        <SkipLink targetId="main">Siirry pääsisältöön</SkipLink>
        <header>
          <a href="/fi/asiointi">Asiointi</a>
        </header>
        <main id="main">
          <h1>Etusivu</h1>
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Siirry pääsisältöön' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('#12');
  });
});
