import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { classNames } from './class-names.ts';
import { ChevronDownIcon } from './icons.tsx';
import { MenuContext, type MenuContextValue } from './menu-context.ts';
import { useDismiss } from './use-dismiss.ts';
import { useDsId } from './use-ds-id.ts';

export interface MenuProps {
  /** The menu button's visible content, e.g. "Palvelut" or the user's first name (H-04). */
  label: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Announced to screen readers when the menu opens, e.g. "Valikko avattu". */
  openedAnnouncement: string;
  /** Announced when it closes, e.g. "Valikko suljettu". */
  closedAnnouncement: string;
  children: ReactNode;
  /** The panel's edge that lines up with the button; `end` for a menu at the right. */
  align?: 'start' | 'end';
  className?: string;
  /** Marks the menu button for a press before the app runs (src/app/start/event-replay.ts). */
  replay?: string;
}

/**
 * A disclosure menu (the header's service menu and user menu): a button with `aria-expanded`
 * opening a panel of links and buttons. Escape closes it and returns focus; a click
 * outside or Tab out of it closes it; opening and closing are announced. A link click
 * inside closes it (the page moves focus on navigation).
 */
export function Menu({
  label,
  icon,
  openedAnnouncement,
  closedAnnouncement,
  children,
  align = 'start',
  className,
  replay,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useDsId('menu');

  const setOpenAndAnnounce = (next: boolean) => {
    setOpen(next);
    setAnnouncement(next ? openedAnnouncement : closedAnnouncement);
  };
  const close: MenuContextValue['close'] = ({ returnFocus }) => {
    setOpenAndAnnounce(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  };
  useDismiss(open, rootRef, () => {
    close({ returnFocus: false });
  });
  useCloseOnLinkClick(open, panelRef, () => {
    close({ returnFocus: false });
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      close({ returnFocus: true });
    }
  };

  return (
    // The key handler only catches Escape bubbling from the menu's own button and items.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={classNames('ds-menu', `ds-menu--${align}`, className)}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="ds-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        data-replay={replay}
        onClick={() => {
          setOpenAndAnnounce(!open);
        }}
      >
        {icon}
        <span className="ds-menu__button-label">{label}</span>
        <ChevronDownIcon className="ds-menu__chevron" />
      </button>
      <div ref={panelRef} id={panelId} className="ds-menu__panel" hidden={!open}>
        <MenuContext value={{ close }}>{children}</MenuContext>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

/** A click on a link inside the open panel closes the menu (Enter on a link clicks it too). */
function useCloseOnLinkClick(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onLinkClick: () => void,
) {
  const onClick = useEffectEvent(onLinkClick);
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) {
      return;
    }
    const handle = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) {
        onClick();
      }
    };
    element.addEventListener('click', handle);
    return () => {
      element.removeEventListener('click', handle);
    };
  }, [open, panel]);
}
