import { type Actor, actorFor } from '../../lib/actor';
import { loadUserById } from '../../plugins/access';
import type { Db } from '../client';

/** A demo user as an Actor, with the permissions and organisation a request of theirs would have. */
export async function demoActor(db: Db, id: number): Promise<Actor> {
  const u = await loadUserById(db, id);
  if (!u) throw new Error(`demo user ${id} not found`);
  return actorFor(u);
}
