/**
 * The support chat's data as the screens read it (the contract's types, restated limits: islands
 * import the contract's types only), and the limits the client checks before the server judges
 * (for a friendly message; the server's check is the rule).
 */
import type { SUPPORT_BODY_MAX, SUPPORT_IMAGE_MAX_BYTES, SupportContext } from '#shared/contract/support.ts';
import type { SupportImageType, SupportOrigin } from '#shared/vocabulary.ts';

export type {
  StaffSupportMessage,
  SupportAttachment,
  SupportContext,
  SupportConversation,
  SupportMessage,
  SupportThread,
} from '#shared/contract/support.ts';
export type { SupportOrigin };

/** A message's body after trimming: at most this many characters. */
export const MAX_BODY = 2000 satisfies typeof SUPPORT_BODY_MAX;
/** An image as uploaded: at most 2 MB, and one of these types (the server reads the bytes). */
export const MAX_IMAGE_BYTES = (2 * 1024 * 1024) satisfies typeof SUPPORT_IMAGE_MAX_BYTES;
export const IMAGE_TYPES: readonly SupportImageType[] = ['image/jpeg', 'image/png', 'image/webp'];

/** What a message is sent with (besides its text) the first time the player writes about something. */
export interface MessageExtras {
  attachmentId?: string;
  origin?: SupportOrigin;
  context?: SupportContext;
}
