/** Channels a message can go out on (spec §1: SMS and NHS App to patients; email to staff). */
export const messageChannels = ['email', 'sms', 'nhs_app'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Delivery states of an outgoing message (spec §4 Outbound delivery, the subset a gateway reports). */
export const messageStatuses = ['pending', 'queued', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export type OutgoingMessage = {
  channel: MessageChannel;
  /** An email address, or a mobile number for sms, or an NHS number for nhs_app. */
  recipient: string;
  subject?: string;
  body: string;
  /** The organisation the message is sent for, when there is one. */
  wcmsId?: number;
  /** SMS sender id (spec §5: under 12 characters, letters and digits), when the organisation has one. */
  senderId?: string;
  /** The sender's own reference for the message, echoed back in delivery receipts. */
  reference?: string;
  /**
   * Makes sending again safe: a provider that has already accepted a message with this key returns that message's
   * id and sends nothing (a sender cut off between handing a message over and recording its id sends it again).
   */
  idempotencyKey?: string;
};

/** A message as the provider last heard of it from the gateway. */
export type DeliveryState = { id: string; status: MessageStatus; reason: string | null; updatedAt: Date };

/**
 * Sends email, SMS and NHS App messages. The embedded default keeps them in the outbox_messages table, where a
 * simulated gateway moves them pending → queued → sent → delivered / failed; the GOV.UK Notify adapter sends them
 * for real and records Notify's delivery-status callbacks in the same table (ARCHITECTURE §5 Providers).
 *
 * send() is the one call every sender needs (two-factor codes, account emails, video invitations, outbound
 * messages) and the only one a provider must have; the rest is for callers that follow delivery (outbound).
 */
export type MessagingProvider = {
  send(message: OutgoingMessage): Promise<{ id: string }>;
  /** Sends many at once (outbound CSV batches); the ids are in the order of the messages. Optional: send() in turn. */
  sendMany?(messages: OutgoingMessage[]): Promise<{ id: string }[]>;
  /** Brings delivery receipts up to date (the embedded gateway moves its messages along with the clock). */
  refreshReceipts?(): Promise<void>;
  /** The latest known delivery state of the given messages (unknown ids are left out). */
  deliveryStates?(ids: string[]): Promise<DeliveryState[]>;
};

/** sendMany when the provider has it, else send() one by one (providers written for send() alone still work). */
export async function sendAll(provider: MessagingProvider, messages: OutgoingMessage[]): Promise<{ id: string }[]> {
  if (provider.sendMany) return provider.sendMany(messages);
  const ids: { id: string }[] = [];
  for (const message of messages) ids.push(await provider.send(message));
  return ids;
}
