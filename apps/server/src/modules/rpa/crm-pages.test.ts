import { describe, expect, it } from 'vitest';
import { parseCrmAlert } from './crm-pages.ts';
import { isLoginUrl, isVerificationUrl, resolveCrmTarget } from './crm-target.ts';

describe('CRM pages', () => {
  it('reads a refusal from the alert: code, message and fields', () => {
    expect(
      parseCrmAlert({
        text: 'REQUIRED_FIELD_MISSING: Required fields are missing: [CloseDate]\nFields: CloseDate, Name',
        codeAttribute: 'REQUIRED_FIELD_MISSING',
        messageText: 'Required fields are missing: [CloseDate]',
      }),
    ).toEqual({
      errorCode: 'REQUIRED_FIELD_MISSING',
      message: 'Required fields are missing: [CloseDate]',
      fields: ['CloseDate', 'Name'],
    });
    expect(
      parseCrmAlert({
        text: 'FIELD_CUSTOM_VALIDATION_EXCEPTION: Amount must be positive',
        codeAttribute: null,
        messageText: null,
      }),
    ).toEqual({
      errorCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION',
      message: 'Amount must be positive',
      fields: [],
    });
  });

  it('tells the sign-in pages apart', () => {
    expect(isLoginUrl('http://127.0.0.1:3000/sandbox-crm/login?startURL=%2Fx')).toBe(true);
    expect(isLoginUrl('https://login.salesforce.com/')).toBe(true);
    expect(isLoginUrl('about:blank')).toBe(false);
    expect(
      isVerificationUrl(
        'http://h/sandbox-crm/_ui/identity/verification/method/EmailVerificationFinishUi/e',
      ),
    ).toBe(true);
  });

  it('addresses the sandbox on its own port, its links at its public address', () => {
    const target = resolveCrmTarget({
      config: {
        CRM_PROVIDER: 'sandbox',
        SALESFORCE_LOGIN_URL: 'https://login.salesforce.com',
        SALESFORCE_USERNAME: undefined,
        SALESFORCE_PASSWORD: undefined,
        SANDBOX_CRM_PORT: 4321,
        SANDBOX_CRM_PUBLIC_URL: 'https://crm.demo.example',
      },
      sandboxCredentials: () => ({ username: 'u', password: 'p' }),
    });
    expect(target.loginUrl).toBe('http://127.0.0.1:4321/sandbox-crm/login');
    expect(target.newRecordUrl('Mission__c')).toBe(
      'http://127.0.0.1:4321/sandbox-crm/lightning/o/Mission__c/new',
    );
    expect(target.listUrl('Opportunity', 'n:opportunity')).toBe(
      'http://127.0.0.1:4321/sandbox-crm/lightning/o/Opportunity/list?q=n%3Aopportunity',
    );
    const id = '006AbCdEfGhIjKlMnO';
    expect(
      target.recordIdInUrl(`${target.base}/lightning/r/Opportunity/${id}/view`, 'Opportunity'),
    ).toBe(id);
    expect(target.recordLink('Opportunity', id)).toBe(
      `https://crm.demo.example/sandbox-crm/lightning/r/Opportunity/${id}/view`,
    );
  });
});
