import { personaByKey, type Persona } from '../../mock-server/personas.ts';

/** The test person with this key; a key that names nobody is a mistake in the test. */
export function person(key: string): Persona {
  const found = personaByKey(key);
  if (!found) {
    throw new Error(`No persona ${key}`);
  }
  return found;
}
