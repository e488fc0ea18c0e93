import type { RestComponents } from '@/shared/api';

type Schemas = RestComponents['schemas'];

export type OutboundChannel = Schemas['OutboundChannel'];
export type OutboundState = Schemas['OutboundState'];
export type RecipientState = Schemas['RecipientState'];
export type OutboundListItem = Schemas['OutboundListItem'];
export type OutboundDetail = Schemas['OutboundDetail'];
export type OutboundCreate = Schemas['OutboundCreate'];
export type OutboundListQuery = { state?: OutboundState; channel?: OutboundChannel; search?: string; page?: number };
