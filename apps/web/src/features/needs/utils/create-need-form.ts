import { ZCreateNeedRequest, type TCreateNeedRequest, type TNeed } from '@staffing/domain';
import type { TNeedCrmRecords } from '../../../shared/ui/crm-link.tsx';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { getNeedFormFields, type TNeedFormFields } from './need-form-fields.ts';

/** The Manual Entry form as the inputs hold it (numbers may still be text). */
export type TCreateNeedFormValues = TNeedFormFields & { priority: string };

export const EMPTY_CREATE_FORM: TCreateNeedFormValues = {
  title: '',
  client: '',
  priority: 'P2',
  description: '',
  category: '',
  quantity: 1,
  consultants: [],
  orderClients: [],
  tjm: '',
  jdSeniority: '',
  jdTeam: '',
  jdProjectName: '',
  jdCompany: '',
  jdLocation: '',
  jdExperienceYears: '',
  jdStartDate: '',
  jdDuration: '',
  jdRemoteDays: '',
  jdEducation: '',
  jdRequiredSkills: [],
  jdDesiredSkills: [],
  jdSoftSkills: [],
  jdResponsibilities: [],
};

/** What a duplicate carries over unseen: the job-description file, its analysis and CRM links. */
export type TDuplicateExtras = Partial<
  Pick<
    TNeed,
    'jdS3Url' | 'jdAnalysisS3Url' | 'jdAnalysisStatus' | 'jdAnalysis' | 'jobDescriptionFile'
  > &
    TNeedCrmRecords
>;

/** The prefilled form of the Duplicate tab. */
export function getDuplicateForm(need: TNeed): {
  values: TCreateNeedFormValues;
  extras: TDuplicateExtras;
} {
  return {
    values: {
      ...getNeedFormFields(need),
      priority: ['P1', 'P2', 'P3'].includes(need.priority) ? need.priority : 'P2',
    },
    extras: {
      jdS3Url: need.jdS3Url,
      jdAnalysisS3Url: need.jdAnalysisS3Url,
      jdAnalysisStatus: need.jdAnalysisStatus,
      jdAnalysis: need.jdAnalysis,
      jobDescriptionFile: need.jobDescriptionFile,
      opportunitySalesforceUrl: need.opportunitySalesforceUrl,
      opportunitySalesforceId: need.opportunitySalesforceId,
      opportunityCreatedAt: need.opportunityCreatedAt,
      missionSalesforceUrl: need.missionSalesforceUrl,
      missionCreatedAt: need.missionCreatedAt,
      propositionSalesforceId: need.propositionSalesforceId,
      propositionSalesforceUrl: need.propositionSalesforceUrl,
      propositionCreatedAt: need.propositionCreatedAt,
    },
  };
}

/** The body of POST /needs before the schema cleans it (spec 000 §7: new needs start empty). */
export function toCreateNeedInput(values: TCreateNeedFormValues, extras: TDuplicateExtras = {}) {
  return {
    ...extras,
    title: values.title,
    client: values.client,
    priority: values.priority,
    description: values.description,
    category: values.category,
    quantity: values.quantity,
    consultants: values.consultants,
    candidates: [],
    orderClients: values.orderClients.map((c) => c.name),
    orderClientsEmail: values.orderClients.map((c) => c.email),
    column: 'NO_CANDIDATE',
    progressPct: 0,
    tjm: values.tjm,
    jdSeniority: values.jdSeniority,
    jdTeam: values.jdTeam,
    jdProjectName: values.jdProjectName,
    jdCompany: values.jdCompany,
    jdLocation: values.jdLocation,
    jdExperienceYears: values.jdExperienceYears,
    jdStartDate: values.jdStartDate,
    jdDuration: values.jdDuration,
    jdRemoteDays: values.jdRemoteDays,
    jdEducation: values.jdEducation,
    jdRequiredSkills: values.jdRequiredSkills,
    jdDesiredSkills: values.jdDesiredSkills,
    jdSoftSkills: values.jdSoftSkills,
    jdResponsibilities: values.jdResponsibilities,
  };
}

/** The form's messages, field by field, from the same schema the server checks with. */
export const validateCreateForm = (values: TCreateNeedFormValues) =>
  zodFormValidator<unknown>(ZCreateNeedRequest)(toCreateNeedInput(values));

/** The request to send, or null while the form has errors. */
export function parseCreateForm(
  values: TCreateNeedFormValues,
  extras: TDuplicateExtras = {},
): TCreateNeedRequest | null {
  const result = ZCreateNeedRequest.safeParse(toCreateNeedInput(values, extras));
  return result.success ? result.data : null;
}
