import { sql, type SQL } from 'drizzle-orm';
import { CERTIFYING_PIRB_DESIGNATIONS } from '../../../domain/verification';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';

/**
 * Sets what the providers' approved documents say, and only that (never set by hand):
 * `isVerified` and `verificationStatus` 'verified' with an approved ID document and proof of
 * address ('rejected' when one was refused and nothing waits, 'pending' otherwise), the
 * electrical category, the certifying PIRB licence's expiry and the CIPC number. One statement;
 * `'all'` for every provider (the demo seed, a repair).
 */
export async function refreshVerification(
  db: Db | Tx,
  providerIds: string[] | 'all',
): Promise<void> {
  if (providerIds !== 'all' && providerIds.length === 0) return;
  const which: SQL =
    providerIds === 'all'
      ? sql`true`
      : sql`pr.id in (${sql.join(
          providerIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const certifying = sql.join(
    CERTIFYING_PIRB_DESIGNATIONS.map((designation) => sql`${designation}`),
    sql`, `,
  );
  await db.execute(sql`
    update providers p set
      is_verified = case when v.id_ok and v.address_ok then 1 else 0 end,
      verification_status = case
        when v.id_ok and v.address_ok then 'verified'
        when v.refused and not v.waiting then 'rejected'
        else 'pending' end,
      electrical_category = v.electrical_category,
      pirb_expires_on = v.pirb_expires_on,
      company_reg_number = v.company_reg_number
    from (
      select pr.id,
        coalesce(bool_or(d.kind = 'id_document' and d.status = 'approved'), false) as id_ok,
        coalesce(bool_or(d.kind = 'proof_of_address' and d.status = 'approved'), false) as address_ok,
        coalesce(bool_or(d.kind in ('id_document', 'proof_of_address') and d.status = 'rejected'), false) as refused,
        coalesce(bool_or(d.kind in ('id_document', 'proof_of_address') and d.status = 'pending'), false) as waiting,
        max(d.fields ->> 'category')
          filter (where d.kind = 'electrical_registration' and d.status = 'approved') as electrical_category,
        max((d.fields ->> 'expiresOn')::date)
          filter (where d.kind = 'pirb_registration' and d.status = 'approved'
            and d.fields ->> 'designation' in (${certifying})) as pirb_expires_on,
        max(d.fields ->> 'cipcNumber')
          filter (where d.kind = 'company_registration' and d.status = 'approved') as company_reg_number
      from providers pr
      left join provider_documents d on d.provider_id = pr.id
      where ${which}
      group by pr.id
    ) v
    where p.id = v.id`);
}
