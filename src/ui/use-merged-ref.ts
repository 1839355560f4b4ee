import { useCallback, type Ref, type RefCallback, type RefObject } from 'react';

type RefCleanup = () => void;

/** Hands `element` to a ref of either kind; returns the cleanup a callback ref gave back. */
function setRef<T>(ref: Ref<T> | undefined, element: T | null): RefCleanup | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(element);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) {
    ref.current = element;
  }
  return undefined;
}

/** One ref callback that fills a component's own ref and the ref its caller passed in. */
export function useMergedRef<T>(
  ownRef: RefObject<T | null>,
  forwardedRef: Ref<T> | undefined,
): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      setRef(ownRef, element);
      const cleanup = setRef(forwardedRef, element);
      // React 19 calls a returned cleanup instead of calling the ref again with null.
      return cleanup
        ? () => {
            setRef(ownRef, null);
            cleanup();
          }
        : undefined;
    },
    [ownRef, forwardedRef],
  );
}
