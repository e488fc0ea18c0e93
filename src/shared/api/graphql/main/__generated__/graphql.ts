/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ConfigQuery = { config: { wspUrl: string, ltUrl: string, redisPrefix: string, enableOutboundPathways: boolean, version: string, attachTasksVersion: number, keepLockTime: number, environment: string, superUserToggleVisible: boolean, pharmacyBookingUrl: string | null, openTokApiKey: string | null, googleMapsApiKey: string | null, kibanaUrl: string | null, visionLoginHelperUrl: string | null, visionLoginHelperClientId: string | null, validStaffDomains: Array<string>, defaultIceQuestions: Array<{ question: string, question_type: string, required: boolean }>, visionKeys: { england: string | null, scotland: string | null, wales: string | null }, dashboardIds: { feedback: string | null, fft: string | null, medicalConsultations: string | null, transactions: string | null, outcomes: string | null, usage: string | null, practice: string | null, arrive: string | null, workload: string | null }, defaultEmailCopy: { inHours: string, outOfHours: string, override: string }, defaultOnScreenCopy: { inHours: string, outOfHours: string } } };

export type MainVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type MainVersionQuery = { version: string };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ConfigDocument = new TypedDocumentString(`
    query Config {
  config {
    wspUrl
    ltUrl
    redisPrefix
    enableOutboundPathways
    version
    attachTasksVersion
    keepLockTime
    environment
    superUserToggleVisible
    pharmacyBookingUrl
    defaultIceQuestions {
      question
      question_type
      required
    }
    openTokApiKey
    googleMapsApiKey
    kibanaUrl
    visionLoginHelperUrl
    visionLoginHelperClientId
    visionKeys {
      england
      scotland
      wales
    }
    validStaffDomains
    dashboardIds {
      feedback
      fft
      medicalConsultations
      transactions
      outcomes
      usage
      practice
      arrive
      workload
    }
    defaultEmailCopy {
      inHours
      outOfHours
      override
    }
    defaultOnScreenCopy {
      inHours
      outOfHours
    }
  }
}
    `) as unknown as TypedDocumentString<ConfigQuery, ConfigQueryVariables>;
export const MainVersionDocument = new TypedDocumentString(`
    query MainVersion {
  version
}
    `) as unknown as TypedDocumentString<MainVersionQuery, MainVersionQueryVariables>;