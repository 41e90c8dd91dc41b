import { expect, it } from 'vitest';
import { quoteRequestListQuerySchema } from '../../src/domain/schemas/quote-requests';
import { transaction } from '../../src/server/db/transaction';
import { customerPage, customerPageValues } from '../../src/server/services/quote-requests';
import { customer, postQuote, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** One executor type: a list statement reads the same inside a transaction as outside it. */
describeEachDatabase('queries inside and outside a transaction', (get) => {
  it('reads the same rows, with the same types, either way', async () => {
    const { app, database } = get();
    const owner = await customer(app);
    const cleaner = await provider(app, ['cleaning']);
    const requestId = await postRequest(app, owner);
    await postQuote(app, cleaner, requestId);
    await postRequest(app, owner);
    const values = customerPageValues(owner.uid, quoteRequestListQuerySchema.parse({}));
    const outside = await customerPage.all.execute(database.db, values);
    const inside = await transaction(database.db, (tx) => customerPage.all.execute(tx, values));
    expect(outside).toHaveLength(2);
    expect(inside).toEqual(outside);
    expect(inside[0]?.createdAt).toBeInstanceOf(Date);
  });
});

/** A named statement that fails leaves the connection as it was: the next call answers. */
describeEachDatabase('named statements after a failure', (get) => {
  it('refuses a bad parameter, then answers the same statement and others, also beside a transaction', async () => {
    const { app, database } = get();
    const owner = await customer(app);
    await postRequest(app, owner);
    const values = customerPageValues(owner.uid, quoteRequestListQuerySchema.parse({}));
    await expect(
      customerPage.all.execute(database.db, { ...values, limit: 'not a number' }),
    ).rejects.toThrow(/invalid input syntax/);
    const [again, inside] = await Promise.all([
      customerPage.all.execute(database.db, values),
      transaction(database.db, (tx) => customerPage.all.execute(tx, values)),
    ]);
    expect(again).toHaveLength(1);
    expect(inside).toEqual(again);
  });
});
