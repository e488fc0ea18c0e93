/** Carebridge Consult: the patient's view of an outbound message and their reply (patient-facing). */
export const consultReply = {
  'consultReply.title': 'Carebridge Consult',
  'consultReply.from': 'Message from {organisation}',
  'consultReply.loading': 'Loading your message...',
  'consultReply.notFound': 'This link is not valid. Please check the message you received.',
  'consultReply.error': 'Sorry, a problem was encountered: {message}',
  'consultReply.reply': 'Your reply',
  'consultReply.replyRequired': 'Enter your reply.',
  'consultReply.preference': 'Your preference',
  'consultReply.send': 'Send reply',
  'consultReply.sending': 'Sending...',
  'consultReply.sent': 'Thank you. Your reply has been sent to the practice.',
  'consultReply.alreadyReplied': 'You have already replied to this message.',
} as const;
