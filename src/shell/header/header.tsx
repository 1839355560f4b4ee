import { memo } from 'react';
import { useShellSettings, type HeaderAuth } from '../shell-settings.tsx';
import { ActOnBehalfButton } from './act-on-behalf-button.tsx';
import { CompactMenu } from './compact-menu.tsx';
import { EnvironmentTag } from './environment-tag.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LoginLink } from './login-link.tsx';
import { Logo } from './logo.tsx';
import { MainWebsiteLink } from './main-website-link.tsx';
import { ServiceNavigation } from './service-navigation.tsx';
import { UserMenu } from './user-menu.tsx';
import './header.css';

/**
 * The web-mode header (H-01…H-10). `auth` is passed in rather than read from the settings, so the
 * maintenance page can show the logged-out header (H-18). Wide screens show the service links,
 * languages and main-website link in rows; narrow ones fold them into one menu.
 */
function HeaderView({ auth }: { auth: HeaderAuth }) {
  const { actOnBehalf } = useShellSettings();
  return (
    <header className="shell-header">
      <EnvironmentTag />
      <div className="shell-header__utility">
        <div className="shell-container shell-header__utility-inner">
          <MainWebsiteLink className="shell-header__main-website" />
          <LanguageSwitcher />
        </div>
      </div>
      <div className="shell-header__bar">
        <div className="shell-container shell-header__bar-inner">
          <Logo />
          <div className="shell-header__actions">
            {auth.kind === 'LoggedIn' && actOnBehalf && (
              <ActOnBehalfButton actOnBehalf={actOnBehalf} className="shell-header__wide-only" />
            )}
            {auth.kind === 'LoggedIn' ? (
              <UserMenu givenNames={auth.givenNames} lastName={auth.lastName} />
            ) : (
              <LoginLink />
            )}
            <CompactMenu auth={auth} />
          </div>
        </div>
      </div>
      <ServiceNavigation />
    </header>
  );
}

/** Memoized: the shell re-renders when the maintenance check answers; this part need not. */
export const Header = memo(HeaderView);
