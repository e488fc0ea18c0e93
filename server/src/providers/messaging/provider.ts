/** Channels a message can go out on (spec §1: SMS and NHS App to patients; email to staff). */
export const messageChannels = ['email', 'sms', 'nhs_app'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** Delivery states of an outgoing message (spec §4 Outbound delivery, the subset a provider reports). */
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
};

/**
 * Sends email, SMS and NHS App messages. The embedded default keeps them in the outbox_messages table; a real
 * adapter (GOV.UK Notify) sends them (ARCHITECTURE §5 Providers).
 */
export type MessagingProvider = {
  send(message: OutgoingMessage): Promise<{ id: string }>;
};
