/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ClinicalVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type ClinicalVersionQuery = { version: string };

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

export const ClinicalVersionDocument = new TypedDocumentString(`
    query ClinicalVersion {
  version
}
    `, {"hash":"sha256:9b9d8d2c963b9bb6dc25cea39405277d2b920c59da8f5c50aed912ac59d85fd3"}) as unknown as TypedDocumentString<ClinicalVersionQuery, ClinicalVersionQueryVariables>;