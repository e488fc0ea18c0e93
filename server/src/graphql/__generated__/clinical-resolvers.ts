import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AttachCodeInput = {
  dataValue?: InputMaybe<AttachDataValueInput>;
  description?: InputMaybe<Scalars['String']['input']>;
  descriptionId?: InputMaybe<Scalars['String']['input']>;
  isFreeText?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  scheme: Scalars['String']['input'];
  term?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

/** Units: weight kg, height m or cm, blood pressure mmHg (spec §3). */
export type AttachDataValueInput = {
  uom?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type AttachFileInput = {
  /** base64 */
  content: Scalars['String']['input'];
  name: Scalars['String']['input'];
  primary?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AttachInput = {
  attachments?: InputMaybe<Array<AttachFileInput>>;
  /** The clinical system's own patient id: the fallback when the NHS number lookup fails (not SystmOne, spec §5). */
  clinicalPatientId?: InputMaybe<Scalars['String']['input']>;
  codes?: InputMaybe<Array<AttachCodeInput>>;
  /** ISO 8601; a date at 23:00 UTC is read as Europe/Berlin midnight (spec §5). */
  dateAttached?: InputMaybe<Scalars['String']['input']>;
  detail?: InputMaybe<Scalars['String']['input']>;
  heading?: InputMaybe<Scalars['String']['input']>;
  nhsNumber: Scalars['String']['input'];
  staffId?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};

export type AttachResult = {
  __typename?: 'AttachResult';
  clinicalPatientId?: Maybe<Scalars['String']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  recordId?: Maybe<Scalars['ID']['output']>;
  staffId?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type CachedClinicalPatientId = {
  __typename?: 'CachedClinicalPatientId';
  clinicalPatientId: Scalars['String']['output'];
  clinicalSystem: ClinicalSystem;
  nhsNumber: Scalars['String']['output'];
  wcmsId: Scalars['ID']['output'];
};

export type CachedClinicalPatientIdInput = {
  clinicalPatientId: Scalars['String']['input'];
  clinicalSystem: ClinicalSystem;
  nhsNumber: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};

/** A record attached to a patient in the test-variant clinical system. */
export type ClinicalRecord = {
  __typename?: 'ClinicalRecord';
  attachments: Array<ClinicalRecordAttachment>;
  clinicalPatientId: Scalars['String']['output'];
  codes: Array<ClinicalRecordCode>;
  dateAttached: Scalars['String']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  nhsNumber?: Maybe<Scalars['String']['output']>;
  staffId?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
};

export type ClinicalRecordAttachment = {
  __typename?: 'ClinicalRecordAttachment';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
  size: Scalars['Int']['output'];
};

export type ClinicalRecordAttachmentFile = {
  __typename?: 'ClinicalRecordAttachmentFile';
  /** base64 */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ClinicalRecordCode = {
  __typename?: 'ClinicalRecordCode';
  dataValue?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  descriptionId?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  scheme: Scalars['String']['output'];
  term?: Maybe<Scalars['String']['output']>;
  uom?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type ClinicalStaffMember = {
  __typename?: 'ClinicalStaffMember';
  appointmentStaffId?: Maybe<Scalars['String']['output']>;
  canAttach: Scalars['Boolean']['output'];
  clinicalStaffGuid: Scalars['String']['output'];
  clinicalStaffId: Scalars['String']['output'];
  forename: Scalars['String']['output'];
  surname: Scalars['String']['output'];
};

export type ClinicalSystem =
  | 'emispcs'
  | 'emisweb'
  | 'emisx'
  | 'medicus'
  | 'na'
  | 'systmone'
  | 'unknown'
  | 'vision'
  | 'vision_rest';

export type Mutation = {
  __typename?: 'Mutation';
  /** Attach a record (text, codes, attachments) to a patient's record in the clinical system. */
  attach: AttachResult;
  upsertCachedClinicalPatientId: CachedClinicalPatientId;
};


export type MutationAttachArgs = {
  attachInput: AttachInput;
  wcmsId: Scalars['ID']['input'];
};


export type MutationUpsertCachedClinicalPatientIdArgs = {
  input: CachedClinicalPatientIdInput;
};

export type Query = {
  __typename?: 'Query';
  cachedClinicalPatientId?: Maybe<CachedClinicalPatientId>;
  /** The signed-in user's clinical staff member for an organisation. */
  clinicalStaffMember?: Maybe<ClinicalStaffMember>;
  /** One attached file with its content (FetchPatientAttachment). */
  patientRecordAttachment?: Maybe<ClinicalRecordAttachmentFile>;
  /** Records attached to a patient in the test-variant clinical system, from a date (PatientAttachmentList, spec §9: from 01/01/1970). */
  patientRecords: Array<ClinicalRecord>;
  /** The clinical API version (noAuth). */
  version: Scalars['String']['output'];
};


export type QueryCachedClinicalPatientIdArgs = {
  clinicalSystem: ClinicalSystem;
  nhsNumber: Scalars['String']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryClinicalStaffMemberArgs = {
  wcmsId: Scalars['ID']['input'];
};


export type QueryPatientRecordAttachmentArgs = {
  id: Scalars['ID']['input'];
  wcmsId: Scalars['ID']['input'];
};


export type QueryPatientRecordsArgs = {
  clinicalPatientId: Scalars['String']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  wcmsId: Scalars['ID']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AttachCodeInput: AttachCodeInput;
  AttachDataValueInput: AttachDataValueInput;
  AttachFileInput: AttachFileInput;
  AttachInput: AttachInput;
  AttachResult: ResolverTypeWrapper<AttachResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CachedClinicalPatientId: ResolverTypeWrapper<CachedClinicalPatientId>;
  CachedClinicalPatientIdInput: CachedClinicalPatientIdInput;
  ClinicalRecord: ResolverTypeWrapper<ClinicalRecord>;
  ClinicalRecordAttachment: ResolverTypeWrapper<ClinicalRecordAttachment>;
  ClinicalRecordAttachmentFile: ResolverTypeWrapper<ClinicalRecordAttachmentFile>;
  ClinicalRecordCode: ResolverTypeWrapper<ClinicalRecordCode>;
  ClinicalStaffMember: ResolverTypeWrapper<ClinicalStaffMember>;
  ClinicalSystem: ClinicalSystem;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AttachCodeInput: AttachCodeInput;
  AttachDataValueInput: AttachDataValueInput;
  AttachFileInput: AttachFileInput;
  AttachInput: AttachInput;
  AttachResult: AttachResult;
  Boolean: Scalars['Boolean']['output'];
  CachedClinicalPatientId: CachedClinicalPatientId;
  CachedClinicalPatientIdInput: CachedClinicalPatientIdInput;
  ClinicalRecord: ClinicalRecord;
  ClinicalRecordAttachment: ClinicalRecordAttachment;
  ClinicalRecordAttachmentFile: ClinicalRecordAttachmentFile;
  ClinicalRecordCode: ClinicalRecordCode;
  ClinicalStaffMember: ClinicalStaffMember;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
};

export type AttachResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttachResult'] = ResolversParentTypes['AttachResult']> = {
  clinicalPatientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  staffId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CachedClinicalPatientIdResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CachedClinicalPatientId'] = ResolversParentTypes['CachedClinicalPatientId']> = {
  clinicalPatientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clinicalSystem?: Resolver<ResolversTypes['ClinicalSystem'], ParentType, ContextType>;
  nhsNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wcmsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClinicalRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalRecord'] = ResolversParentTypes['ClinicalRecord']> = {
  attachments?: Resolver<Array<ResolversTypes['ClinicalRecordAttachment']>, ParentType, ContextType>;
  clinicalPatientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codes?: Resolver<Array<ResolversTypes['ClinicalRecordCode']>, ParentType, ContextType>;
  dateAttached?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nhsNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClinicalRecordAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalRecordAttachment'] = ResolversParentTypes['ClinicalRecordAttachment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClinicalRecordAttachmentFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalRecordAttachmentFile'] = ResolversParentTypes['ClinicalRecordAttachmentFile']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicalRecordCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalRecordCode'] = ResolversParentTypes['ClinicalRecordCode']> = {
  dataValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicalStaffMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClinicalStaffMember'] = ResolversParentTypes['ClinicalStaffMember']> = {
  appointmentStaffId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canAttach?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinicalStaffGuid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clinicalStaffId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  attach?: Resolver<ResolversTypes['AttachResult'], ParentType, ContextType, RequireFields<MutationAttachArgs, 'attachInput' | 'wcmsId'>>;
  upsertCachedClinicalPatientId?: Resolver<ResolversTypes['CachedClinicalPatientId'], ParentType, ContextType, RequireFields<MutationUpsertCachedClinicalPatientIdArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cachedClinicalPatientId?: Resolver<Maybe<ResolversTypes['CachedClinicalPatientId']>, ParentType, ContextType, RequireFields<QueryCachedClinicalPatientIdArgs, 'clinicalSystem' | 'nhsNumber' | 'wcmsId'>>;
  clinicalStaffMember?: Resolver<Maybe<ResolversTypes['ClinicalStaffMember']>, ParentType, ContextType, RequireFields<QueryClinicalStaffMemberArgs, 'wcmsId'>>;
  patientRecordAttachment?: Resolver<Maybe<ResolversTypes['ClinicalRecordAttachmentFile']>, ParentType, ContextType, RequireFields<QueryPatientRecordAttachmentArgs, 'id' | 'wcmsId'>>;
  patientRecords?: Resolver<Array<ResolversTypes['ClinicalRecord']>, ParentType, ContextType, RequireFields<QueryPatientRecordsArgs, 'clinicalPatientId' | 'wcmsId'>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AttachResult?: AttachResultResolvers<ContextType>;
  CachedClinicalPatientId?: CachedClinicalPatientIdResolvers<ContextType>;
  ClinicalRecord?: ClinicalRecordResolvers<ContextType>;
  ClinicalRecordAttachment?: ClinicalRecordAttachmentResolvers<ContextType>;
  ClinicalRecordAttachmentFile?: ClinicalRecordAttachmentFileResolvers<ContextType>;
  ClinicalRecordCode?: ClinicalRecordCodeResolvers<ContextType>;
  ClinicalStaffMember?: ClinicalStaffMemberResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

