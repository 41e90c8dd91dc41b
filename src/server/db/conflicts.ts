import { ConflictError } from '../errors';

/** The name of the constraint a database error broke, if it is one (pg and PGlite alike). */
function violatedConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = candidate.constraint ?? candidate.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Runs `work`; when it breaks one of the named unique constraints (two requests raced past the
 * checks that come first), answers with that constraint's conflict instead.
 */
export async function conflictsOn<T>(
  constraints: Record<string, string | ConflictError>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const name = violatedConstraint(error);
    const conflict = name === undefined ? undefined : constraints[name];
    if (conflict === undefined) throw error;
    throw typeof conflict === 'string' ? new ConflictError(conflict) : conflict;
  }
}
