import crypto from 'node:crypto';
import { SANDBOX_CRM_BASE_PATH } from '@staffing/domain';
import { findSandboxObject } from './sandbox-objects.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CHECKSUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

/**
 * The 18-character form of a 15-character Salesforce id: each block of five characters adds one
 * character whose bits say which of the five are upper-case letters.
 */
export function toSalesforceId18(id15: string): string {
  let suffix = '';
  for (let block = 0; block < 3; block++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      const c = id15[block * 5 + i]!;
      if (c >= 'A' && c <= 'Z') bits |= 1 << i;
    }
    suffix += CHECKSUM[bits];
  }
  return id15 + suffix;
}

/** A new record id starting with its object's key prefix, as Salesforce ids do. */
export function newSandboxId(object: string): string {
  const prefix = findSandboxObject(object)?.keyPrefix ?? 'a0Z';
  const bytes = crypto.randomBytes(12);
  const body = [...bytes].map((b) => BASE62[b % 62]).join('');
  return toSalesforceId18(`${prefix}${body}`);
}

/** The record page, relative so the link works from whatever host serves the app. */
export function sandboxRecordUrl(object: string, id: string): string {
  return `${SANDBOX_CRM_BASE_PATH}/lightning/r/${object}/${id}/view`;
}
