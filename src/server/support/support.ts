/**
 * The support chat: the player's conversation (`playerSupport.ts`), staff's inbox and
 * actions (`staffSupport.ts`), canned replies (`cannedReplies.ts`); images are checked and
 * re-encoded in `images.ts`, live changes go out on the support channel (`streams.ts`).
 */
import { createCannedReplies, seedCannedReplies } from './cannedReplies.ts';
import { createPlayerSupport, type SupportDeps } from './playerSupport.ts';
import { deleteUnsentAttachments } from './queries.ts';
import { createStaffSupport } from './staffSupport.ts';

/** How long an uploaded image waits to be sent before it is deleted. */
export const UNSENT_IMAGE_KEPT_MS = 24 * 60 * 60_000;

export function createSupport(deps: SupportDeps) {
  return {
    player: createPlayerSupport(deps),
    staff: createStaffSupport(deps),
    replies: createCannedReplies(deps),
    /** Writes the starter canned replies on a database that never had any. */
    seed: () => seedCannedReplies(deps.db),
    /** Deletes the images uploaded over a day ago and never sent (each upload is up to 2 MB). */
    purgeUnsent: () =>
      deleteUnsentAttachments(deps.db, new Date(deps.clock.now().getTime() - UNSENT_IMAGE_KEPT_MS)),
  };
}

export type Support = ReturnType<typeof createSupport>;
