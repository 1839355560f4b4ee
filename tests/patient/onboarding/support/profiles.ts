import type { Profile } from '../../../../generated/patient/model/profile.zod.ts';

/** Laura's complete profile (openapi/README.md, mainUser). */
export const completeProfile: Profile = {
  id: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
  firstName: 'Laura',
  givenNames: 'Laura Helena',
  lastName: 'Mäkinen',
  streetAddress: 'Hämeenkatu 12 B 7',
  postCode: '33100',
  postOffice: 'Tampere',
  phoneNumber: '0401234567',
  email: 'laura.makinen@example.com',
  hasSocialInsuranceCardImage: false,
};

/** A profile without one field. */
export const profileWithout = (field: keyof Profile): Profile => {
  const { [field]: _removed, ...rest } = completeProfile;
  return rest as Profile;
};
