import { createContext, use } from 'react';

/** True inside `ShellLayout`'s `<main>`; a page rendered elsewhere (a root error) brings its own. */
export const InShellLayoutContext = createContext(false);

export const useIsInShellLayout = (): boolean => use(InShellLayoutContext);
