// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuButton, MenuItem, MenuLink, MenuList, MenuSection } from '../../src/ui/index.ts';

function Page({ onLogout = () => undefined }: { onLogout?: () => void }) {
  return (
    <>
      <Menu
        label="Palvelut"
        openedAnnouncement="Valikko avattu"
        closedAnnouncement="Valikko suljettu"
      >
        <MenuSection title="Asiointi">
          <MenuLink href="#etusivu" aria-current="page">
            Etusivu
          </MenuLink>
          <MenuLink href="#chat">Etävastaanotto</MenuLink>
        </MenuSection>
        <MenuList>
          <MenuItem>
            <a href="#omat-tiedot">Omat tiedot</a>
          </MenuItem>
          <MenuButton onClick={onLogout}>Kirjaudu ulos</MenuButton>
        </MenuList>
      </Menu>
      <button type="button">Muu painike</button>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Palvelut' });

async function openMenu(props: { onLogout?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(menuButton());
  return user;
}

describe('Menu', () => {
  it('is a disclosure button controlling a closed panel', () => {
    render(<Page />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const panelId = menuButton().getAttribute('aria-controls') ?? '';
    expect(document.getElementById(panelId)).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Etusivu' })).not.toBeInTheDocument();
  });

  it('is prerendered as a popover its button opens without the app, not hidden', () => {
    const markup = new DOMParser().parseFromString(renderToString(<Page />), 'text/html');
    const button = markup.querySelector('button[aria-controls]');
    const panelId = button?.getAttribute('aria-controls') ?? '';
    expect(button?.getAttribute('popovertarget')).toBe(panelId);
    const panel = markup.getElementById(panelId);
    expect(panel?.getAttribute('popover')).toBe('auto');
    expect(panel?.hasAttribute('hidden')).toBe(false);
  });

  it('opens its panel and announces the opening (A-02)', async () => {
    await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Etusivu' })).toBeVisible();
    const announcement = screen.getByText('Valikko avattu');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
  });

  it('closes on Escape, returns focus to its button and announces the closing (A-02, A-03)', async () => {
    const user = await openMenu();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Asiointi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(screen.getByText('Valikko suljettu')).toHaveAttribute('aria-live', 'polite');
  });

  it('closes on a click outside', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Muu painike' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Valikko suljettu')).toBeInTheDocument();
  });

  it('stays open on a click inside its panel', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Asiointi' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets Tab move through its items and closes when focus leaves it', async () => {
    const user = await openMenu();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Etusivu' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kirjaudu ulos' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Muu painike' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in it is followed', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('link', { name: 'Etävastaanotto' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs a button item after closing and focusing the menu button', async () => {
    let focusedOnClick: Element | null = null;
    const onLogout = vi.fn(() => {
      focusedOnClick = document.activeElement;
    });
    const user = await openMenu({ onLogout });
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(focusedOnClick).toBe(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MenuSection', () => {
  it('starts expanded and collapses and expands with its own button (H-11)', async () => {
    const user = await openMenu();
    const section = screen.getByRole('button', { name: 'Asiointi' });
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Etävastaanotto' })).toBeVisible();
    await user.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Etävastaanotto' })).not.toBeInTheDocument();
    expect(document.getElementById(section.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    await user.click(section);
    expect(screen.getByRole('link', { name: 'Etävastaanotto' })).toBeVisible();
  });
});
