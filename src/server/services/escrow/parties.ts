import type { EscrowParty } from './partner';

/** A person as a party at the escrow partner: a given name and a family name, as it asks. */
export const partyOf = (name: string, email: string | null, phone: string | null): EscrowParty => {
  const [given = name, ...rest] = name.trim().split(/\s+/);
  return {
    givenName: given,
    familyName: rest.join(' ') || given,
    email: email ?? '',
    mobile: phone,
  };
};
