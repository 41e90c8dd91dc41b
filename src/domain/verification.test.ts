import { describe, expect, it } from 'vitest';
import { documentDateErrors, documentFieldsSchema } from './schemas/documents';
import { providerBadges, southAfricanDate, type VerificationFacts } from './verification';

const NONE: VerificationFacts = {
  isVerified: 0,
  providerType: null,
  electricalCategory: null,
  pirbExpiresOn: null,
  companyRegNumber: null,
};

describe('providerBadges', () => {
  it('gives no badge without approved documents', () => {
    expect(providerBadges(NONE, '2026-11-23')).toEqual([]);
  });

  it('derives each badge from its approved document', () => {
    const facts: VerificationFacts = {
      isVerified: 1,
      providerType: 'company',
      electricalCategory: 'installation_electrician',
      pirbExpiresOn: '2027-03-31',
      companyRegNumber: '2015/123456/07',
    };
    expect(providerBadges(facts, '2026-11-23')).toEqual([
      'id_verified',
      'registered_electrician',
      'licensed_plumber',
      'registered_company',
    ]);
  });

  it('drops the PIRB badge the day after the licence expires, on its own', () => {
    const facts = { ...NONE, pirbExpiresOn: '2026-11-23' };
    expect(providerBadges(facts, '2026-11-23')).toEqual(['licensed_plumber']);
    expect(providerBadges(facts, '2026-11-24')).toEqual([]);
  });

  it("counts days in South Africa's time", () => {
    expect(southAfricanDate(new Date('2026-11-23T21:59:59Z'))).toBe('2026-11-23');
    expect(southAfricanDate(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });
});

describe('document fields', () => {
  it('takes each kind with its own fields and refuses another kind’s', () => {
    expect(
      documentFieldsSchema.safeParse({
        kind: 'pirb_registration',
        designation: 'licensed_plumber',
        registrationNumber: 'PIRB 12345',
        expiresOn: '2027-02-28',
      }).success,
    ).toBe(true);
    const mixed = documentFieldsSchema.safeParse({
      kind: 'id_document',
      idType: 'sa_id',
      cipcNumber: '1',
    });
    expect(mixed.success).toBe(false);
    const badCipc = documentFieldsSchema.safeParse({
      kind: 'company_registration',
      cipcNumber: '12345',
    });
    expect(badCipc.error?.issues[0]?.message).toBe(
      'Enter the CIPC number as on the certificate, e.g. 2015/123456/07',
    );
    expect(documentFieldsSchema.safeParse({ kind: 'passport' }).success).toBe(false);
  });

  it('wants a proof of address from the last 3 months and a PIRB card not yet expired', () => {
    const today = '2026-11-23';
    const address = (issuedOn: string) =>
      documentDateErrors({ kind: 'proof_of_address', issuedOn }, today);
    expect(address('2026-08-23')).toEqual({});
    expect(address('2026-08-22')).toEqual({
      issuedOn: 'Send a proof of address from the last 3 months',
    });
    expect(address('2026-11-24')).toEqual({ issuedOn: 'The date cannot be in the future' });
    const pirb = (expiresOn: string) =>
      documentDateErrors(
        {
          kind: 'pirb_registration',
          designation: 'licensed_plumber',
          registrationNumber: 'X123',
          expiresOn,
        },
        today,
      );
    expect(pirb('2026-11-23')).toEqual({});
    expect(pirb('2026-11-22')).toEqual({
      expiresOn: 'This registration has expired: send the renewed card',
    });
  });
});
