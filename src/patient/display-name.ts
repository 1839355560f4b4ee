/** How the pages name a person: first name, then last name. */
export const displayName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`;
