import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
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
}

/**
 * A disclosure menu (the header's service menu and user menu): a button with `aria-expanded`
 * opening a panel of links and buttons. Escape closes it and returns focus; a click
 * outside or Tab out of it closes it; opening and closing are announced. A link click
 * inside closes it (the page moves focus on navigation).
 *
 * The panel is a popover its button opens by itself (`popovertarget`), so on a prerendered page
 * the menu opens, and its links work, before the app runs, or if it never does. Once the app
 * runs, its click handler cancels the native toggle and shows or hides the popover itself, and
 * the popover's `toggle` events (its own light dismiss and Escape included) keep the state. In a
 * browser without the Popover API (and in jsdom, which hides a popover but cannot show one) the
 * panel is a plain element the state shows and hides with `hidden`.
 */
export function Menu({
  label,
  icon,
  openedAnnouncement,
  closedAnnouncement,
  children,
  align = 'start',
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  // Known once mounted: the prerendered markup and its hydration are the popover's, with no
  // `hidden`, which would keep the popover invisible when its button opens it before the app runs.
  const [popoverless, setPopoverless] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useDsId('menu');

  const setOpenAndAnnounce = (next: boolean) => {
    setOpen(next);
    setAnnouncement(next ? openedAnnouncement : closedAnnouncement);
  };
  const show = (next: boolean) => {
    const panel = panelRef.current;
    if (panel && hasPopover(panel)) {
      // The panel's `toggle` event sets the state.
      if (next !== panel.matches(':popover-open')) {
        panel.togglePopover(next);
      }
    } else {
      setOpenAndAnnounce(next);
    }
  };
  const close: MenuContextValue['close'] = ({ returnFocus }) => {
    show(false);
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

  const onToggle = useEffectEvent((event: Event) => {
    setOpenAndAnnounce((event as ToggleEvent).newState === 'open');
  });
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) {
      return;
    }
    if (!hasPopover(panel)) {
      setPopoverless(true);
      return;
    }
    // Opened by its button before the app ran: the state starts from what the patient sees.
    if (panel.matches(':popover-open')) {
      setOpen(true);
    }
    const listener = (event: Event) => {
      onToggle(event);
    };
    panel.addEventListener('toggle', listener);
    return () => {
      panel.removeEventListener('toggle', listener);
    };
  }, []);

  const handleClick = (event: ReactMouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    show(!open);
  };

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
        popoverTarget={popoverless ? undefined : panelId}
        onClick={handleClick}
      >
        {icon}
        <span className="ds-menu__button-label">{label}</span>
        <ChevronDownIcon className="ds-menu__chevron" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="ds-menu__panel"
        popover={popoverless ? undefined : 'auto'}
        hidden={popoverless && !open}
      >
        <MenuContext value={{ close }}>{children}</MenuContext>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

function hasPopover(element: HTMLElement): boolean {
  return typeof element.togglePopover === 'function';
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
