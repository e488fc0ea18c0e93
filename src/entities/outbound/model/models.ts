import type { RestComponents } from '@/shared/api';

type Schemas = RestComponents['schemas'];

export type OutboundChannel = Schemas['OutboundChannel'];
export type OutboundState = Schemas['OutboundState'];
export type RecipientState = Schemas['RecipientState'];
export type OutboundListItem = Schemas['OutboundListItem'];
export type OutboundPage = Schemas['OutboundPage'];
export type OutboundDetail = Schemas['OutboundDetail'];
export type OutboundRecipient = Schemas['OutboundRecipient'];
export type OutboundCreate = Schemas['OutboundCreate'];
export type OutboundRecipientInput = Schemas['OutboundRecipientInput'];
export type OutboundTemplate = Schemas['OutboundTemplate'];
export type OutboundPathway = Schemas['OutboundPathway'];
export type OutboundListQuery = { state?: OutboundState; channel?: OutboundChannel; search?: string; page?: number };
