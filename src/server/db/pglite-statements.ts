import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;

/** Per database: the named statements prepared on it, with their parameters' type oids. */
const preparedOn = new WeakMap<PGlite, Map<string, number[]>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Runs a statement by name on PGlite, parsed and planned once per database (docs/decisions/0007):
 * `PGlite.query` sends every statement unnamed, which PostgreSQL plans anew on each call, and for
 * the provider's request list planning cost more than running it. The first call parses it and
 * asks for its parameter types; later ones only bind and execute, on the plan PostgreSQL keeps
 * (`plan_cache_mode = force_generic_plan`, set when the database opens). Holds PGlite's own locks
 * as `query` does, so it never interleaves with another statement or an open transaction.
 */
export function queryNamed<Row>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let byName = preparedOn.get(client);
      if (!byName) {
        byName = new Map();
        preparedOn.set(client, byName);
      }
      let types = byName.get(name);
      if (types === undefined) {
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.parse({ name, text }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        const description = messages.find(
          (message): message is ParameterDescription => message.name === 'parameterDescription',
        );
        const found = description?.dataTypeIDs ?? [];
        byName.set(name, found);
        types = found;
      }
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = client.serializers[types[index] ?? 0];
        if (serialize) return serialize(value);
        // Without a serializer for its type (text, a domain): as PGlite's `query` sends it.
        if (typeof value === 'string') return value;
        if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
          return value.toString();
        return JSON.stringify(value);
      });
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}
