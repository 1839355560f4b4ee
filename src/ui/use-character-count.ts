import { useCallback, useSyncExternalStore, type RefObject } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The length of the text in `control`, read on every render and kept current through its `input`
 * events and its form's native `reset`. A change that fires no event and no re-render is counted
 * at the next input; pass `value` to control it.
 */
export function useCharacterCount(control: RefObject<TextControl | null>, value: unknown) {
  const controlled = lengthOf(value) !== undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = control.current;
      // A controlled field is counted from its value. Listening to its input events as well
      // would re-render it between the browser's listeners, with the old value, before React's
      // own listener sees the change: its onChange would never fire (seen in Chromium).
      if (!element || controlled) {
        return () => undefined;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The reset event fires before the form resets its fields: count once it has.
      const onReset = () => {
        timer = setTimeout(onChange, 0);
      };
      const form = element.form;
      element.addEventListener('input', onChange);
      form?.addEventListener('reset', onReset);
      return () => {
        clearTimeout(timer);
        element.removeEventListener('input', onChange);
        form?.removeEventListener('reset', onReset);
      };
    },
    [control, controlled],
  );
  // Rendered before any control exists (the build's prerender, a hydration): nothing typed yet.
  const domCount = useSyncExternalStore(
    subscribe,
    () => control.current?.value.length ?? 0,
    () => 0,
  );
  return lengthOf(value) ?? domCount;
}

/** The length of a controlled `value` prop; undefined when the control is uncontrolled. */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') {
    return value.length;
  }
  if (typeof value === 'number') {
    return String(value).length;
  }
  return undefined;
}
