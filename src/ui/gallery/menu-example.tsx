import { Menu } from '../menu.tsx';
import { MenuButton, MenuLink, MenuList } from '../menu-items.tsx';
import { MenuSection } from '../menu-section.tsx';
import { GallerySection } from './gallery-section.tsx';

/** The header's service menu and user menu (H-01, H-03, H-11). */
export function MenuExample() {
  return (
    <GallerySection id="menus" title="Valikot">
      <div className="gallery__menu-bar">
        <Menu
          label="Palvelut"
          openedAnnouncement="Palveluvalikko avattu"
          closedAnnouncement="Palveluvalikko suljettu"
        >
          <MenuSection title="Asiointi">
            <MenuLink href="#menus" aria-current="page">
              Etusivu
            </MenuLink>
            <MenuLink href="#menus">Ajanvaraus</MenuLink>
            <MenuLink href="#menus">Etävastaanotto</MenuLink>
          </MenuSection>
          <MenuSection title="Omat asiat">
            <MenuLink href="#menus">Tapahtumat</MenuLink>
            <MenuLink href="#menus">Maksut</MenuLink>
            <MenuLink href="#menus">Viestit</MenuLink>
          </MenuSection>
        </Menu>
        <Menu
          label="Maija"
          align="end"
          openedAnnouncement="Käyttäjävalikko avattu"
          closedAnnouncement="Käyttäjävalikko suljettu"
        >
          <p className="gallery__menu-name">Maija Liisa Meikäläinen</p>
          <MenuList>
            <MenuLink href="#menus">Omat tiedot</MenuLink>
            <MenuButton>Kirjaudu ulos</MenuButton>
          </MenuList>
        </Menu>
      </div>
    </GallerySection>
  );
}
