import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `active`, calls `onDismiss` when the pointer goes down outside `root`, or when focus
 * moves to an element outside it (Tab past the last item).
 */
export function useDismiss(
  active: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: () => void,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    const element = root.current;
    if (!active || !element) {
      return;
    }
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !element.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) {
        dismiss();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (isOutside(event.relatedTarget)) {
        dismiss();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [active, root]);
}
