// The libraries' chunk (react-router, TanStack Query, i18next), evaluated in a step of its own
// between React's and the app's (main.tsx): the build puts this module, which adds nothing, into
// that chunk (scripts/build/build-chunks.ts, `librariesStep`), so that importing it evaluates the
// chunk and nothing of the app's.
export {};
