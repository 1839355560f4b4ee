import { createContext, useContext } from 'react';
import { realClock, type Clock } from '../session/index.ts';
import type { AuthController } from '../controller-types.ts';

export interface AuthContextValue {
  controller: AuthController;
  clock: Clock;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session controller of the nearest AuthProvider. */
export function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth… needs an <AuthProvider> above it.');
  }
  return value;
}

export const defaultClock = realClock;
